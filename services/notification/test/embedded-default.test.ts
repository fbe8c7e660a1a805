import type { ServiceUnderTest } from '@glow/testing';
import { publish, uniqueId, unreadChanged } from './helpers/events';
import { LiveClients } from './helpers/live-clients';
import { readiness, startNotification } from './helpers/notification';

describe('notification without REDIS_URL (embedded default)', () => {
  let running: ServiceUnderTest;
  const clients = new LiveClients();

  beforeAll(async () => {
    running = await startNotification({ redisUrl: false });
  });
  afterAll(async () => {
    clients.closeAll();
    await running?.stop();
  });

  it('when started without Redis, then it is ready with no redis check', async () => {
    expect(await readiness(running.url)).toEqual({ ready: true, checks: { bus: true, database: true } });
  });

  it('when the same event is delivered twice, then the in-memory dedupe pushes it once', async () => {
    const user = uniqueId('user');
    const socket = await clients.connect(running.url, { token: running.keys.sign({ _id: user }) });
    const event = unreadChanged(user, 1);
    await publish(running.bus, event);
    await publish(running.bus, event);
    await publish(running.bus, unreadChanged(user, 2));

    await socket.waitFor('unreadCountUpdated', (payload) => payload.count === 2);
    expect(socket.all('unreadCountUpdated')).toEqual([
      { count: 1, through: 1 },
      { count: 2, through: 2 },
    ]);
  });
});
