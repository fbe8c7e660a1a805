import { createLogger, InProcessBus } from '@glow/service-kit';
import { startServiceForTest } from '@glow/testing';
import { notificationService } from '../src';
import { publish, unreadChanged } from './helpers/events';

const logger = createLogger('notification-shutdown-test', process.env.TEST_LOG_LEVEL ?? 'silent');

describe('notification shutdown', () => {
  it('when an instance stops while push events arrive, then none is dead-lettered: each stays unacknowledged for another instance', async () => {
    const bus = new InProcessBus(logger);
    const instance = await startServiceForTest(notificationService, { bus, logger });
    await bus.start();
    await publish(bus, unreadChanged('ada', 1));

    const stopping = instance.stop();
    const during = publish(bus, unreadChanged('ada', 2));

    await expect(during).rejects.toThrow(/stopping/);
    await stopping;
    expect(bus.deadLetters).toEqual([]);
    await bus.stop();
  });
});
