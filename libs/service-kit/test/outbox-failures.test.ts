import type { EventEnvelope, Topic } from '@glow/contracts';
import {
  createLogger,
  createPool,
  InProcessBus,
  KafkaBus,
  kitMigrations,
  migrate,
  Outbox,
  OutboxRelay,
  permanentPublishFailure,
  purgeExpired,
  schedulePurge,
  withTransaction,
  type EventBus,
} from '@glow/service-kit';
import {
  createTestDatabase,
  kafkaForTests,
  startTcpProxy,
  testPool,
  waitFor,
  type TestDatabase,
  type TestKafka,
} from '@glow/testing';
import { KafkaJSConnectionError, KafkaJSNumberOfRetriesExceeded, KafkaJSProtocolError } from 'kafkajs';
import type { Pool } from 'pg';

const topic = 'message.sent' as const;
const logger = createLogger('outbox-failures-test', process.env.TEST_LOG_LEVEL ?? 'silent');

let database: TestDatabase;
let pool: Pool;
let schemas = 0;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = testPool(database.url, 10);
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await pool.end();
  await database.drop();
});

async function newSchema(): Promise<{ schema: string; commit(text: string): Promise<EventEnvelope> }> {
  schemas += 1;
  const schema = `shop_${schemas}`;
  await migrate(pool, schema, kitMigrations(schema), logger);
  const outbox = new Outbox(schema, 'shop');
  return {
    schema,
    commit: (text) =>
      withTransaction(pool, (client) =>
        outbox.add(client, topic, {
          key: 'u1',
          data: {
            _id: `m-${text.length}-${text.slice(0, 8)}`,
            user: 'u1',
            message: text,
            fromAdmin: true,
            createdAt: new Date().toISOString(),
            seq: 1,
          },
        }),
      ),
  };
}

function relay(options: ConstructorParameters<typeof OutboxRelay>[0]): OutboxRelay {
  const created = new OutboxRelay(options);
  cleanups.push(() => created.stop());
  return created;
}

function recordingBus(): EventBus & { published: EventEnvelope[][] } {
  const bus = new InProcessBus(logger);
  void bus.start();
  cleanups.push(() => bus.stop());
  const published: EventEnvelope[][] = [];
  return Object.assign(Object.create(bus) as EventBus, {
    published,
    publish: async (name: Topic, events: EventEnvelope[]) => {
      published.push(events);
      await bus.publish(name, events);
    },
  });
}

const sentIds = async (schema: string) =>
  (
    await pool.query<{ id: string }>(
      `SELECT envelope->>'id' AS id FROM ${schema}.outbox WHERE sent_at IS NOT NULL`,
    )
  ).rows.map((row) => row.id);

describe('outbox relay failure modes', () => {
  it('when the leading relay vanishes without closing its connection, then another relay takes over within the lease', async () => {
    const shop = await newSchema();
    const bus = recordingBus();
    const proxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
    const leaderPool = createPool(proxy.urlThrough(database.url), 2, logger);
    const first = relay({
      pool: leaderPool,
      schema: shop.schema,
      bus,
      logger,
      pollIntervalMs: 20,
      leaseMs: 2_000,
    });
    cleanups.push(async () => {
      await proxy.close();
      await leaderPool.end().catch(() => undefined);
    });
    first.start();
    const before = await shop.commit('before');
    await waitFor('the first relay to publish', async () => (await sentIds(shop.schema)).includes(before.id));

    await proxy.freeze();
    const second = relay({ pool, schema: shop.schema, bus, logger, pollIntervalMs: 20, leaseMs: 2_000 });
    second.start();
    const after = await shop.commit('after');
    const frozenAt = Date.now();

    await waitFor(
      'the second relay to publish',
      async () => (await sentIds(shop.schema)).includes(after.id),
      10_000,
    );
    expect(Date.now() - frozenAt).toBeLessThan(6_000);
  }, 20_000);

  it('when a row is larger than the broker takes, then it is parked and later rows are published', async () => {
    const kafka: TestKafka = await kafkaForTests();
    cleanups.push(() => kafka.stop());
    const bus = new KafkaBus({
      brokers: kafka.brokers,
      clientId: 'outbox-failures',
      idempotent: false,
      mockCluster: kafka.mockCluster,
      logger,
      maxMessageBytes: 4_096,
    });
    cleanups.push(() => bus.stop());
    await bus.start();
    const shop = await newSchema();
    const small = await shop.commit('small');
    const huge = await shop.commit('x'.repeat(10_000));
    const later = await shop.commit('later');
    const parked: string[] = [];

    relay({
      pool,
      schema: shop.schema,
      bus,
      logger,
      pollIntervalMs: 20,
      onParked: (name) => parked.push(name),
    }).start();

    await waitFor(
      'the later row to be published',
      async () => (await sentIds(shop.schema)).includes(later.id),
      15_000,
    );
    expect((await sentIds(shop.schema)).sort()).toEqual([small.id, later.id].sort());
    const { rows } = await pool.query<{ id: string; reason: string }>(
      `SELECT envelope->>'id' AS id, reason FROM ${shop.schema}.outbox_parked`,
    );
    expect(rows).toEqual([{ id: huge.id, reason: expect.stringMatching(/over the 4096 bytes/) }]);
    expect(parked).toEqual([topic]);
  }, 30_000);

  it('when unsent rows add up to more than a batch may carry, then they go out in several publishes in order', async () => {
    const shop = await newSchema();
    const bus = recordingBus();
    const committed: EventEnvelope[] = [];
    for (let index = 0; index < 6; index += 1) committed.push(await shop.commit(`${index}`.repeat(300)));

    const flushed = await relay({ pool, schema: shop.schema, bus, logger, maxBatchBytes: 1_000 }).flush();

    expect(flushed).toBe(6);
    expect(bus.published.length).toBeGreaterThanOrEqual(3);
    for (const events of bus.published) expect(events.length).toBeLessThanOrEqual(2);
    expect(bus.published.flat().map((event) => event.id)).toEqual(committed.map((event) => event.id));
  });

  it('when sent rows and ledger rows are past their retention, then they are deleted in batches and the rest stay', async () => {
    const shop = await newSchema();
    for (let index = 0; index < 5; index += 1) await shop.commit(`old-${index}`);
    await shop.commit('unsent');
    await pool.query(
      `UPDATE ${shop.schema}.outbox SET sent_at = now() - interval '2 days' WHERE envelope->'data'->>'message' LIKE 'old-%'`,
    );
    await pool.query(`INSERT INTO ${shop.schema}.outbox (topic, event_key, envelope, sent_at)
      SELECT topic, event_key, envelope, now() FROM ${shop.schema}.outbox LIMIT 1`);
    await pool.query(`INSERT INTO ${shop.schema}.processed_events (consumer_group, event_id, processed_at)
      SELECT 'g', 'old-' || n, now() - interval '30 days' FROM generate_series(1, 7) n
      UNION ALL SELECT 'g', 'recent', now() - interval '1 day'`);

    const purged = await purgeExpired(pool, shop.schema, {
      sentRetentionMs: 24 * 3_600_000,
      ledgerRetentionMs: 14 * 86_400_000,
      batchSize: 2,
    });

    expect(purged).toEqual({ outbox: 5, processedEvents: 7 });
    const left = await pool.query<{ sent: boolean }>(
      `SELECT sent_at IS NOT NULL AS sent FROM ${shop.schema}.outbox ORDER BY id`,
    );
    expect(left.rows).toEqual([{ sent: false }, { sent: true }]);
    const ledger = await pool.query(`SELECT event_id FROM ${shop.schema}.processed_events`);
    expect(ledger.rows).toEqual([{ event_id: 'recent' }]);
  });
});

describe('scheduled retention', () => {
  it('when the purge schedule starts, then expired rows are deleted at once and the schedule stops cleanly', async () => {
    const shop = await newSchema();
    await shop.commit('old');
    await pool.query(`UPDATE ${shop.schema}.outbox SET sent_at = now() - interval '2 hours'`);

    const purge = schedulePurge(
      pool,
      shop.schema,
      { sentRetentionMs: 3_600_000, ledgerRetentionMs: 86_400_000 },
      logger,
    );
    cleanups.push(() => purge.stop());

    await waitFor(
      'the expired row to be deleted',
      async () => (await pool.query(`SELECT 1 FROM ${shop.schema}.outbox`)).rowCount === 0,
    );
  });
});

describe('errors a retry cannot heal', () => {
  // The errors exactly as kafkajs builds them from a broker's answer and wraps them after its retries.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createErrorFromCode } = require('kafkajs/src/protocol/error') as {
    createErrorFromCode(code: number): Error;
  };
  const wrapped = (code: number) =>
    new KafkaJSNumberOfRetriesExceeded(new KafkaJSProtocolError(createErrorFromCode(code)), {
      retryCount: 5,
      retryTime: 100,
    });

  it('when the broker refuses a message or a topic for good, then the failure is recognised as permanent', () => {
    expect(permanentPublishFailure(new KafkaJSProtocolError(createErrorFromCode(10)))).toBe(
      'MESSAGE_TOO_LARGE',
    );
    expect(permanentPublishFailure(wrapped(3))).toBe('UNKNOWN_TOPIC_OR_PARTITION');
    expect(permanentPublishFailure(wrapped(29))).toBe('TOPIC_AUTHORIZATION_FAILED');
  });

  it('when the failure can heal (leader moving, brokers away, client not authorised), then it is not', () => {
    expect(permanentPublishFailure(wrapped(6))).toBeUndefined();
    expect(permanentPublishFailure(new KafkaJSConnectionError('Connection timeout'))).toBeUndefined();
    expect(permanentPublishFailure(wrapped(31))).toBeUndefined();
    expect(permanentPublishFailure(new Error('boom'))).toBeUndefined();
  });
});
