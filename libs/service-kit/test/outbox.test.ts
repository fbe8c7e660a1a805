import type { EventEnvelope, Topic } from '@glow/contracts';
import {
  consumeOnce,
  createLogger,
  InProcessBus,
  kitMigrations,
  noteEventsWritten,
  migrate,
  Outbox,
  OutboxRelay,
  withTransaction,
  type EventBus,
} from '@glow/service-kit';
import { createTestDatabase, testPool, waitFor, type TestDatabase } from '@glow/testing';
import type { Pool } from 'pg';

const topic = 'inbox.unread.changed' as const;
const logger = createLogger('outbox-test', 'silent');
const fastRetry = { attempts: 3, initialDelayMs: 5, maxDelayMs: 20 };

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

function poolNamed(applicationName: string): Pool {
  const url = new URL(database.url);
  url.searchParams.set('application_name', applicationName);
  const named = testPool(url.toString(), 3);
  cleanups.push(() => named.end().catch(() => undefined));
  return named;
}

function inKeyOrder(ids: { key: string; id: string }[]): Record<string, string[]> {
  const byKey: Record<string, string[]> = {};
  for (const { key, id } of ids) (byKey[key] ??= []).push(id);
  return byKey;
}

function relayOn(schema: string, bus: EventBus, relayPool = pool, pollIntervalMs = 20): OutboxRelay {
  const relay = new OutboxRelay({ pool: relayPool, schema, bus, logger, pollIntervalMs });
  cleanups.push(() => relay.stop());
  return relay;
}

/** A producer schema (carts + outbox) and a consumer schema whose effect is written through consumeOnce. */
async function shopAndMailer() {
  schemas += 1;
  const schema = `shop_${schemas}`;
  const mailer = `mailer_${schemas}`;
  await migrate(
    pool,
    schema,
    [
      ...kitMigrations(schema),
      {
        name: '001_carts.sql',
        sql: `CREATE TABLE ${schema}.carts (user_id text PRIMARY KEY, items int NOT NULL)`,
      },
    ],
    logger,
  );
  await migrate(
    pool,
    mailer,
    [
      ...kitMigrations(mailer),
      {
        name: '001_received.sql',
        sql: `CREATE TABLE ${mailer}.received (seq bigserial PRIMARY KEY, event_id text NOT NULL, user_id text NOT NULL, count int NOT NULL)`,
      },
    ],
    logger,
  );
  const bus = new InProcessBus(logger, fastRetry);
  const consumer = { deliveries: 0, skipped: 0 };
  await bus.subscribe({
    group: 'mailer',
    topics: [topic],
    handler: async (event) => {
      consumer.deliveries += 1;
      const { userId, count } = event.data as { userId: string; count: number };
      const applied = await consumeOnce(pool, mailer, 'mailer', event, async (client) => {
        await client.query(`INSERT INTO ${mailer}.received (event_id, user_id, count) VALUES ($1, $2, $3)`, [
          event.id,
          userId,
          count,
        ]);
      });
      if (!applied) consumer.skipped += 1;
    },
  });
  await bus.start();
  cleanups.push(() => bus.stop());
  const outbox = new Outbox(schema, 'shop');

  return {
    schema,
    bus,
    consumer,
    outbox,
    commit: (userId: string, count: number) =>
      withTransaction(pool, async (client) => {
        await client.query(
          `INSERT INTO ${schema}.carts (user_id, items) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET items = $2`,
          [userId, count],
        );
        return outbox.add(client, topic, { key: userId, data: { userId, count, through: count } });
      }),
    received: async () =>
      (
        await pool.query<{ event_id: string; user_id: string; count: number }>(
          `SELECT event_id, user_id, count FROM ${mailer}.received ORDER BY seq`,
        )
      ).rows,
    processedCount: async () =>
      Number((await pool.query(`SELECT count(*) AS n FROM ${mailer}.processed_events`)).rows[0].n),
    outboxRows: async () =>
      (
        await pool.query<{ id: string; envelope: EventEnvelope; sent_at: Date | null }>(
          `SELECT id, envelope, sent_at FROM ${schema}.outbox ORDER BY id`,
        )
      ).rows,
  };
}

describe('transactional outbox and relay', () => {
  it('when a state change and its event commit together, then the relay publishes the event and marks it sent', async () => {
    const shop = await shopAndMailer();
    const event = await shop.commit('amaka', 2);

    relayOn(shop.schema, shop.bus).start();

    await waitFor('the event to be consumed', async () => (await shop.received()).length === 1);
    expect((await shop.received())[0]).toMatchObject({ event_id: event.id, user_id: 'amaka', count: 2 });
    await waitFor(
      'the row to be marked sent',
      async () => (await shop.outboxRows())[0]?.sent_at instanceof Date,
    );
  });

  it('when one statement writes a change and its events (insertOf), then the relay publishes them in order', async () => {
    const shop = await shopAndMailer();
    const client = await pool.connect();
    cleanups.push(async () => client.release());
    // One key: events of one key are delivered in the order written (other keys' may interleave).
    const events = ['dayo', 'efe'].map((userId, count) => ({
      topic,
      event: { key: 'dayo', data: { userId, count, through: count } },
    }));
    const insert = shop.outbox.insertOf(events, 1);

    const { wroteEvents } = await noteEventsWritten(client, async (c) => {
      await c.query(
        `WITH cart AS (INSERT INTO ${shop.schema}.carts (user_id, items) VALUES ('dayo', 0)) ${insert.sql}`,
        insert.params,
      );
      insert.written(c);
    });
    relayOn(shop.schema, shop.bus).start();

    expect(wroteEvents).toBe(true);
    await waitFor('both events consumed', async () => (await shop.received()).length === 2);
    expect((await shop.received()).map((row) => [row.user_id, row.count])).toEqual([
      ['dayo', 0],
      ['efe', 1],
    ]);
    expect((await shop.outboxRows()).map((row) => row.envelope.source)).toEqual(['shop', 'shop']);
  });

  it('when insertOf is written under a condition that does not hold, then no event is written', async () => {
    const shop = await shopAndMailer();
    const insert = shop.outbox.insertOf(
      [{ topic, event: { key: 'femi', data: { userId: 'femi', count: 1, through: 1 } } }],
      1,
      'EXISTS (SELECT 1 FROM placed)',
    );

    await pool.query(
      `WITH placed AS (SELECT user_id FROM ${shop.schema}.carts WHERE user_id = 'nobody') ${insert.sql}`,
      insert.params,
    );

    expect(await shop.outboxRows()).toEqual([]);
  });

  it('when insertOf gets data its topic refuses, then it throws before anything is written', () => {
    const shop = new Outbox('shop_unused', 'shop');

    expect(() =>
      shop.insertOf([{ topic, event: { key: 'gbenga', data: { userId: 'gbenga' } as never } }], 1),
    ).toThrow();
  });

  it('when the transaction rolls back, then there is no outbox row and nothing is published', async () => {
    const shop = await shopAndMailer();
    relayOn(shop.schema, shop.bus).start();

    await expect(
      withTransaction(pool, async (client) => {
        await client.query(`INSERT INTO ${shop.schema}.carts (user_id, items) VALUES ('bola', 1)`);
        await shop.outbox.add(client, topic, { key: 'bola', data: { userId: 'bola', count: 1, through: 1 } });
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    await shop.commit('chidi', 1);

    await waitFor('the committed event to be consumed', async () => (await shop.received()).length === 1);
    expect((await shop.received()).map((row) => row.user_id)).toEqual(['chidi']);
    expect((await shop.outboxRows()).map((row) => row.envelope.key)).toEqual(['chidi']);
    expect((await pool.query(`SELECT user_id FROM ${shop.schema}.carts`)).rows).toEqual([
      { user_id: 'chidi' },
    ]);
  });

  it('when Outbox.add gets data its topic refuses, then it throws and the state change rolls back', async () => {
    const shop = await shopAndMailer();

    const attempt = withTransaction(pool, async (client) => {
      await client.query(`INSERT INTO ${shop.schema}.carts (user_id, items) VALUES ('dayo', 1)`);
      await shop.outbox.add(client, topic, { key: 'dayo', data: { userId: 'dayo', count: -1, through: 0 } });
    });

    await expect(attempt).rejects.toThrow(/refusing to publish: invalid inbox\.unread\.changed data: count/);
    expect((await pool.query(`SELECT * FROM ${shop.schema}.carts`)).rowCount).toBe(0);
    expect(await shop.outboxRows()).toEqual([]);
  });

  it('when 300 events over several keys are committed, then they are published in commit order', async () => {
    const shop = await shopAndMailer();
    const published: string[] = [];
    const recordingBus: EventBus = Object.assign(Object.create(shop.bus) as EventBus, {
      publish: async (name: Topic, events: EventEnvelope[]) => {
        published.push(...events.map((event) => event.id));
        await shop.bus.publish(name, events);
      },
    });
    const keys = ['amaka', 'bola', 'chidi', 'dayo', 'emeka', 'funke', 'gbenga'];
    const committed: EventEnvelope[] = [];
    for (let index = 0; index < 300; index += 1)
      committed.push(await shop.commit(keys[index % keys.length]!, index));

    relayOn(shop.schema, recordingBus).start();

    await waitFor('300 events consumed', async () => (await shop.received()).length === 300, 15_000);
    expect(published).toEqual(committed.map((event) => event.id));
    const received = await shop.received();
    for (const key of keys) {
      const counts = received.filter((row) => row.user_id === key).map((row) => row.count);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
    }
  });

  it('when the relay dies between commit and publish, then a new relay delivers each event exactly once', async () => {
    const shop = await shopAndMailer();
    const committed = [
      await shop.commit('amaka', 1),
      await shop.commit('bola', 1),
      await shop.commit('amaka', 2),
    ];
    const doomedPool = poolNamed('doomed_relay');
    let holding: EventEnvelope[] = [];
    let abandon: (error: Error) => void = () => undefined;
    // The process dies as it is about to publish: the call never reaches the bus and never returns.
    const dyingBus: EventBus = Object.assign(Object.create(shop.bus) as EventBus, {
      publish: (_name: Topic, events: EventEnvelope[]) => {
        holding = events;
        return new Promise<void>((_resolve, reject) => (abandon = reject));
      },
    });
    relayOn(shop.schema, dyingBus, doomedPool).start();
    cleanups.push(async () => abandon(new Error('this relay was killed')));
    await waitFor('the first relay to read the batch and start publishing', () => holding.length > 0);

    // Its host is gone: PostgreSQL ends its session, and the leader lock with it.
    await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'doomed_relay' AND datname = current_database()`,
    );
    expect((await shop.outboxRows()).every((row) => row.sent_at === null)).toBe(true);
    expect(shop.consumer).toEqual({ deliveries: 0, skipped: 0 });
    relayOn(shop.schema, shop.bus).start();

    await waitFor('every row marked sent', async () => (await shop.outboxRows()).every((row) => row.sent_at));
    expect(holding.map((event) => event.id)).toEqual(committed.map((event) => event.id));
    const received = (await shop.received()).map((row) => ({ key: row.user_id, id: row.event_id }));
    expect(inKeyOrder(received)).toEqual(inKeyOrder(committed));
    expect(shop.consumer).toEqual({ deliveries: 3, skipped: 0 });
    expect(await shop.processedCount()).toBe(3);
  });

  it('when the relay dies after publishing but before marking sent, then the batch is republished and consumed once', async () => {
    const shop = await shopAndMailer();
    const committed = [
      await shop.commit('amaka', 1),
      await shop.commit('bola', 1),
      await shop.commit('amaka', 2),
    ];
    const doomedPool = poolNamed('doomed_relay');
    let crashed = false;
    const crashingBus: EventBus = Object.assign(Object.create(shop.bus) as EventBus, {
      publish: async (name: Topic, events: EventEnvelope[]) => {
        await shop.bus.publish(name, events);
        crashed = true;
        void doomedPool.end().catch(() => undefined);
        await pool.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'doomed_relay' AND datname = current_database()`,
        );
      },
    });
    const doomed = relayOn(shop.schema, crashingBus, doomedPool);

    doomed.start();
    await waitFor('the first relay to crash', () => crashed);
    await doomed.stop();
    expect((await shop.outboxRows()).every((row) => row.sent_at === null)).toBe(true);
    expect(shop.consumer).toEqual({ deliveries: 3, skipped: 0 });
    relayOn(shop.schema, shop.bus).start();

    await waitFor('every row marked sent', async () => (await shop.outboxRows()).every((row) => row.sent_at));
    expect(shop.consumer).toEqual({ deliveries: 6, skipped: 3 });
    const received = (await shop.received()).map((row) => ({ key: row.user_id, id: row.event_id }));
    expect(inKeyOrder(received)).toEqual(inKeyOrder(committed));
    expect(await shop.processedCount()).toBe(3);
  });

  it('when two relays run on one schema, then only one leads and events keep their order', async () => {
    const shop = await shopAndMailer();
    const first = relayOn(shop.schema, shop.bus, poolNamed('relay_a'));
    const second = relayOn(shop.schema, shop.bus, poolNamed('relay_b'));
    first.start();
    second.start();
    const leaders = async () =>
      (
        await pool.query<{ application_name: string }>(
          `SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
           WHERE l.locktype = 'advisory' AND l.granted AND a.application_name LIKE 'relay_%'`,
        )
      ).rows.map((row) => row.application_name);

    const committed: EventEnvelope[] = [];
    for (let index = 0; index < 60; index += 1)
      committed.push(await shop.commit(index % 2 ? 'amaka' : 'bola', index));
    await waitFor('60 events consumed', async () => (await shop.received()).length === 60);

    const leading = await leaders();
    expect(leading).toHaveLength(1);
    const [leader, follower] = leading[0] === 'relay_a' ? [first, second] : [second, first];
    expect(await follower.flush()).toBe(0);
    await leader.stop();
    for (let index = 60; index < 80; index += 1)
      committed.push(await shop.commit(index % 2 ? 'amaka' : 'bola', index));
    await waitFor('80 events consumed', async () => (await shop.received()).length === 80);
    expect(await leaders()).toEqual([leading[0] === 'relay_a' ? 'relay_b' : 'relay_a']);
    const received = (await shop.received()).map((row) => ({ key: row.user_id, id: row.event_id }));
    expect(inKeyOrder(received)).toEqual(inKeyOrder(committed));
    expect(shop.consumer.skipped).toBe(0);
  });

  it('when the relay stops, then it flushes rows committed since its last poll', async () => {
    const shop = await shopAndMailer();
    const relay = relayOn(shop.schema, shop.bus, pool, 60_000);
    relay.start();
    // Flushes run one at a time, so this returns once the loop's first poll is done and it sleeps.
    await relay.flush();
    await shop.commit('amaka', 1);
    await shop.commit('bola', 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const consumedBeforeStop = (await shop.received()).length;

    await relay.stop();

    expect(consumedBeforeStop).toBe(0);
    expect(await shop.received()).toHaveLength(2);
    expect(await relay.backlog()).toBe(0);
  });

  it('when rows are unsent, then backlog counts them until a flush publishes them', async () => {
    const shop = await shopAndMailer();
    await shop.commit('amaka', 1);
    await shop.commit('bola', 1);
    await shop.commit('chidi', 1);
    const relay = relayOn(shop.schema, shop.bus);

    const before = await relay.backlog();
    const flushed = await relay.flush();

    expect(before).toBe(3);
    expect(flushed).toBe(3);
    expect(await relay.backlog()).toBe(0);
  });
});

describe('noteEventsWritten', () => {
  it('when the work adds an event, then it says so; when the same pooled connection next writes none, then it says none', async () => {
    const shop = await shopAndMailer();
    const run = (addEvent: boolean) =>
      withTransaction(pool, (client) =>
        noteEventsWritten(client, async (inside) => {
          await inside.query(
            `INSERT INTO ${shop.schema}.carts (user_id, items) VALUES ('ada', 1)
             ON CONFLICT (user_id) DO UPDATE SET items = ${shop.schema}.carts.items + 1`,
          );
          if (addEvent)
            await shop.outbox.add(inside, topic, {
              key: 'ada',
              data: { userId: 'ada', count: 1, through: 1 },
            });
          return 'done';
        }),
      );

    expect(await run(true)).toEqual({ result: 'done', wroteEvents: true });
    expect(await run(false)).toEqual({ result: 'done', wroteEvents: false });
  });
});
