import type { EventEnvelope } from '@glow/contracts';
import { KafkaBus, createLogger } from '@glow/service-kit';
import {
  createTestKeys,
  kafkaForTests,
  startServiceForTest,
  waitFor,
  type ServiceUnderTest,
  type TestKafka,
} from '@glow/testing';
import { notificationService } from '../src';
import { inboxService, tallyService } from './end-to-end/services';
import { LiveClients } from './helpers/live-clients';

/**
 * The platform's promise end to end over the Kafka protocol (librdkafka's mock cluster): a state
 * change in one service becomes an event on Kafka, has exactly one effect in another service even
 * when redelivered, and is pushed to the user's browser socket once.
 */
describe('state change → Kafka → another service and the browser', () => {
  const keys = createTestKeys();
  const clients = new LiveClients();
  const buses: KafkaBus[] = [];
  let kafka: TestKafka;
  let inbox: ServiceUnderTest;
  let tally: ServiceUnderTest;
  let notification: ServiceUnderTest;

  const kafkaBus = (clientId: string) => {
    const bus = new KafkaBus({
      brokers: kafka.brokers,
      clientId,
      idempotent: false,
      mockCluster: kafka.mockCluster,
      fetchMaxWaitMs: 50,
      sessionTimeoutMs: 6_000,
      logger: createLogger(clientId, 'silent'),
    });
    buses.push(bus);
    return bus;
  };

  beforeAll(async () => {
    kafka = await kafkaForTests();
    [inbox, tally, notification] = await Promise.all([
      startServiceForTest(inboxService, { keys, bus: kafkaBus('inbox') }),
      startServiceForTest(tallyService, { keys, bus: kafkaBus('tally') }),
      startServiceForTest(notificationService, { keys, bus: kafkaBus('notification') }),
    ]);
    await Promise.all(buses.map((bus) => bus.start()));
  }, 60_000);

  afterAll(async () => {
    clients.closeAll();
    await Promise.all([inbox, tally, notification].map((service) => service?.stop()));
    await Promise.all(buses.map((bus) => bus.stop()));
    await kafka?.stop();
  });

  const effects = async () =>
    (await tally.service.ctx.db.pool.query('SELECT event_id, user_id, count FROM tally_demo.effects')).rows;

  it('when a count changes, then the other service applies it once and the browser gets it once, even on redelivery', async () => {
    const browser = await clients.connect(notification.url, { token: keys.sign({ _id: 'ada' }) });

    const answer = await fetch(`${inbox.url}/api/demo/unread`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'ada', count: 3 }),
    });
    expect(answer.status).toBe(201);

    await expect(browser.waitFor('unreadCountUpdated', undefined, 20_000)).resolves.toEqual({
      count: 3,
      through: 3,
    });
    await waitFor('the tally effect', async () => (await effects()).length === 1, 20_000);

    const { rows } = await inbox.service.ctx.db.pool.query<{ envelope: EventEnvelope; sent_at: Date | null }>(
      'SELECT envelope, sent_at FROM inbox_demo.outbox',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sent_at).not.toBeNull();

    // Redelivery: the same envelope published again, as after a relay crash before marking it sent.
    await inbox.bus.publish('inbox.unread.changed', [rows[0]!.envelope]);
    // A later event on the same key (same partition) proves the duplicate has been consumed before it.
    const marker = await fetch(`${inbox.url}/api/demo/unread`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'ada', count: 4 }),
    });
    expect(marker.status).toBe(201);
    await browser.waitFor('unreadCountUpdated', (payload) => payload.count === 4, 20_000);
    await waitFor('the second effect', async () => (await effects()).length === 2, 20_000);

    expect((await effects()).map((row) => row.count)).toEqual([3, 4]);
    expect(browser.all('unreadCountUpdated')).toEqual([
      { count: 3, through: 3 },
      { count: 4, through: 4 },
    ]);
  }, 90_000);
});
