import { randomUUID } from 'node:crypto';
import { createEnvelope, deadLetterTopic, type EventEnvelope, type Topic } from '@glow/contracts';
import {
  consumeOnce,
  createLogger,
  ensureTopics,
  KafkaBus,
  kitMigrations,
  migrate,
  type ConsumerObserver,
  type DeadLetter,
  type EventHandler,
  type RetryPolicy,
} from '@glow/service-kit';
import {
  createTestDatabase,
  kafkaForTests,
  startMockKafka,
  testPool,
  waitFor,
  type TestKafka,
} from '@glow/testing';
import {
  Kafka,
  KafkaJSNonRetriableError,
  logLevel,
  Partitioners,
  type Consumer,
  type ConsumerRunConfig,
} from 'kafkajs';
import pino from 'pino';

const logger = createLogger('kafka-bus-test', process.env.LOG_LEVEL ?? 'silent');
const fastRetry: RetryPolicy = { attempts: 3, initialDelayMs: 10, maxDelayMs: 50 };
const iso = new Date().toISOString();

let kafka: TestKafka;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  kafka = await kafkaForTests();
});

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

afterAll(() => kafka?.stop());

const uniqueGroup = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

function newBus(): KafkaBus {
  const bus = new KafkaBus({
    brokers: kafka.brokers,
    clientId: 'kafka-bus-test',
    idempotent: false,
    mockCluster: kafka.mockCluster,
    retry: fastRetry,
    logger,
    sessionTimeoutMs: 3_000,
  });
  cleanups.push(() => bus.stop());
  return bus;
}

function collector() {
  const seen: EventEnvelope[] = [];
  const handler: EventHandler = async (event) => {
    seen.push(event);
  };
  return { seen, handler, ids: () => seen.map((event) => event.id) };
}

interface Received {
  key: string | null;
  value: string;
  headers: Record<string, string>;
}

/** Reads a topic from the beginning with a plain kafkajs consumer, to see what is on the wire. */
async function readTopic(topic: string): Promise<Received[]> {
  const client = new Kafka({
    clientId: 'kafka-bus-test-reader',
    brokers: kafka.brokers,
    logLevel: logLevel.NOTHING,
  });
  const consumer = client.consumer({
    groupId: uniqueGroup('reader'),
    sessionTimeout: 3_000,
    heartbeatInterval: 1_000,
    maxWaitTimeInMs: 500,
  });
  const received: Received[] = [];
  cleanups.push(() => consumer.disconnect());
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const headers = Object.fromEntries(
        Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)]),
      );
      received.push({
        key: message.key?.toString() ?? null,
        value: message.value?.toString() ?? '',
        headers,
      });
    },
  });
  return received;
}

const deadLetters = (received: Received[]) =>
  received.map((message) => ({ key: message.key, letter: JSON.parse(message.value) as DeadLetter }));

function product(id: string) {
  return createEnvelope('test', {
    type: 'catalog.product.upserted',
    key: id,
    data: {
      _id: id,
      name: 'Shea butter',
      description: 'Raw, unrefined',
      price: 4_500,
      discountPrice: null,
      images: [{ url: '/uploads/shea.jpg', public_id: 'shea' }],
      category: { _id: 'skin', name: 'Skin care' },
      stock: 12,
      averageRating: 0,
      numReviews: 0,
      createdAt: iso,
      updatedAt: iso,
    },
  });
}

const event = <T>(type: Topic, key: string, data: T) => createEnvelope('test', { type, key, data });

/** What a subscription's observer is told of the events it gives up on. */
function watchDeadLetters() {
  const failed: string[] = [];
  const moneyDeadLettered: { topic: string; group: string }[] = [];
  const observer: ConsumerObserver = {
    consumed: () => undefined,
    failed: (topic) => void failed.push(topic),
    moneyEventDeadLettered: (topic, group) => void moneyDeadLettered.push({ topic, group }),
  };
  return { observer, failed, moneyDeadLettered };
}

describe('KafkaBus on the Kafka protocol', () => {
  it('when an event is published, then a subscriber gets it validated, keyed and with its headers', async () => {
    const topic = 'catalog.product.upserted';
    const bus = newBus();
    const consumer = collector();
    await bus.subscribe({ group: uniqueGroup('cart'), topics: [topic], handler: consumer.handler });
    const [wire] = await Promise.all([readTopic(topic), bus.start()]);
    const sent = product(`p-${randomUUID()}`);

    await bus.publish(topic, [sent]);

    await waitFor('the event', () => consumer.ids().includes(sent.id), 10_000);
    expect(consumer.seen.find((seen) => seen.id === sent.id)).toEqual(sent);
    const message = await waitFor(
      'the raw message',
      () => wire.find((received) => received.key === sent.key),
      10_000,
    );
    expect(JSON.parse(message!.value)).toEqual(sent);
    expect(message!.headers).toEqual({ type: topic, 'correlation-id': sent.correlationId });
  });

  it('when a second bus joins a group, then after the rebalance they split the partitions and each event reaches one of them', async () => {
    const topic = 'catalog.product.deleted';
    const group = uniqueGroup('search');
    const [first, second] = [collector(), collector()];
    const [busA, busB] = [newBus(), newBus()];
    await busA.subscribe({ group, topics: [topic], handler: first.handler });
    await busB.subscribe({ group, topics: [topic], handler: second.handler });
    await busA.start();
    await busB.start(); // joins a group that is already up, so the partitions are rebalanced
    const publisher = newBus();
    await publisher.start();

    await waitFor(
      'both members to hold partitions',
      async () => {
        const round = Array.from({ length: 12 }, () => event(topic, randomUUID(), { _id: randomUUID() }));
        await publisher.publish(topic, round);
        const ids = round.map((sent) => sent.id);
        await waitFor(
          'the warm-up round',
          () => ids.every((id) => first.ids().includes(id) || second.ids().includes(id)),
          10_000,
        );
        return ids.some((id) => first.ids().includes(id)) && ids.some((id) => second.ids().includes(id));
      },
      // The mock cluster's rebalance waits for the first member's next heartbeat; on a loaded
      // 2-core machine (the whole suite running) that has taken over 30 s.
      60_000,
      200,
    );
    const events = Array.from({ length: 100 }, (_, index) =>
      event(topic, `product-${index}`, { _id: `product-${index}` }),
    );
    const ids = events.map((sent) => sent.id);
    await publisher.publish(topic, events);

    const mine = (seen: string[]) => seen.filter((id) => ids.includes(id));
    await waitFor(
      'all 100 events',
      () => new Set([...mine(first.ids()), ...mine(second.ids())]).size === 100,
      15_000,
    );
    const [ofFirst, ofSecond] = [mine(first.ids()), mine(second.ids())];
    expect(ofFirst.length).toBeGreaterThan(0);
    expect(ofSecond.length).toBeGreaterThan(0);
    expect(ofFirst.length + ofSecond.length).toBe(100);
  }, 100_000);

  it('when two groups subscribe to a topic, then each group gets every event once', async () => {
    const topic = 'user.deleted';
    const [cart, order] = [collector(), collector()];
    const bus = newBus();
    await bus.subscribe({ group: uniqueGroup('cart'), topics: [topic], handler: cart.handler });
    await bus.subscribe({ group: uniqueGroup('order'), topics: [topic], handler: order.handler });
    await bus.start();
    const events = Array.from({ length: 30 }, (_, index) =>
      event(topic, `user-${index}`, { _id: `user-${index}` }),
    );

    await bus.publish(topic, events);

    const ids = events.map((sent) => sent.id).sort();
    await waitFor('both groups', () => cart.seen.length >= 30 && order.seen.length >= 30, 10_000);
    expect(cart.ids().sort()).toEqual(ids);
    expect(order.ids().sort()).toEqual(ids);
  });

  it('when many events share keys, then each key is handled in publish order', async () => {
    const topic = 'inbox.unread.changed';
    const users = ['ada', 'bola', 'chidi', 'dayo', 'emeka'];
    const counts = new Map<string, number[]>(users.map((user) => [user, []]));
    const bus = newBus();
    await bus.subscribe({
      group: uniqueGroup('notification'),
      topics: [topic],
      handler: async (received) => {
        const data = received.data as { userId: string; count: number };
        counts.get(data.userId)?.push(data.count);
      },
    });
    await bus.start();

    for (let batch = 0; batch < 5; batch += 1) {
      const events = Array.from({ length: 25 }, (_, index) => {
        const count = batch * 5 + Math.floor(index / 5);
        const userId = users[index % users.length] ?? 'ada';
        return event(topic, userId, { userId, count, through: count });
      });
      await bus.publish(topic, events);
    }

    await waitFor('125 events', () => [...counts.values()].every((seen) => seen.length >= 25), 15_000);
    const expected = Array.from({ length: 25 }, (_, index) => index);
    for (const user of users) expect(counts.get(user)).toEqual(expected);
  });

  it('when an event fails validation or is not JSON, then it lands on the dead-letter topic and later events still flow', async () => {
    const topic = 'order.status.changed';
    const group = uniqueGroup('notification');
    const consumer = collector();
    const money = watchDeadLetters();
    const bus = newBus();
    await bus.subscribe({ group, topics: [topic], handler: consumer.handler, observer: money.observer });
    const [dead] = await Promise.all([readTopic(deadLetterTopic(topic)), bus.start()]);
    const invalid = event(topic, 'order-1', {
      orderId: 'order-1',
      userId: 'u1',
      status: 'Lost',
      previousStatus: null,
    });
    const valid = event(topic, 'order-1', {
      orderId: 'order-1',
      userId: 'u1',
      status: 'Shipped',
      previousStatus: 'Processing',
    });
    const garbage = `not json ${randomUUID()}`;

    await bus.publish(topic, [invalid]);
    await rawProduce(topic, 'order-2', garbage);
    await bus.publish(topic, [valid]);

    await waitFor('the valid event', () => consumer.ids().includes(valid.id), 10_000);
    expect(consumer.ids()).not.toContain(invalid.id);
    const mine = () => deadLetters(dead).filter(({ letter }) => letter.group === group);
    await waitFor('two dead letters', () => mine().length >= 2, 10_000);
    const byKey = new Map(mine().map((entry) => [entry.key, entry.letter]));
    expect(byKey.get('order-1')).toMatchObject({ originalTopic: topic, event: { id: invalid.id } });
    expect(byKey.get('order-1')?.reason).toMatch(/invalid order\.status\.changed data: status/);
    expect(byKey.get('order-2')).toMatchObject({ originalTopic: topic, event: garbage });
    expect(byKey.get('order-2')?.reason).toMatch(/unparseable JSON/);
    expect(money.moneyDeadLettered).toEqual([
      { topic, group },
      { topic, group },
    ]);
  });

  it('when a handler keeps throwing, then the event is retried, dead-lettered, and the next event is handled', async () => {
    const topic = 'payment.failed';
    const group = uniqueGroup('order');
    const poisoned = event(topic, 'tx-1', { tx_ref: 'tx-1', provider: 'paystack', reason: 'declined' });
    const next = event(topic, 'tx-1', { tx_ref: 'tx-1', provider: 'paystack', reason: 'retried' });
    let attempts = 0;
    const handled: string[] = [];
    const bus = newBus();
    await bus.subscribe({
      group,
      topics: [topic],
      handler: async (received) => {
        if (received.id !== poisoned.id) return void handled.push(received.id);
        attempts += 1;
        throw new Error('boom');
      },
    });
    const [dead] = await Promise.all([readTopic(deadLetterTopic(topic)), bus.start()]);

    await bus.publish(topic, [poisoned, next]);

    await waitFor('the next event', () => handled.includes(next.id), 10_000);
    expect(attempts).toBe(fastRetry.attempts);
    const letter = await waitFor(
      'the dead letter',
      () => deadLetters(dead).find(({ letter }) => letter.group === group),
      10_000,
    );
    expect(letter).toMatchObject({
      key: 'tx-1',
      letter: { reason: 'handler failed 3 times: boom', event: { id: poisoned.id } },
    });
  });

  it('when a handler fails with a serialization failure more often than the attempts, then it is handled in the end and nothing is dead-lettered', async () => {
    const topic = 'payment.succeeded';
    const group = uniqueGroup('order');
    const succeeded = (transactionId: string) =>
      event(topic, 'tx-7', {
        tx_ref: 'tx-7',
        provider: 'paystack',
        transactionId,
        amount: 100,
        currency: 'NGN',
      });
    const [contended, next] = [succeeded('ps-1'), succeeded('ps-2')];
    let failures = 0;
    const handled: string[] = [];
    const watched = watchDeadLetters();
    const bus = newBus();
    await bus.subscribe({
      group,
      topics: [topic],
      observer: watched.observer,
      handler: async (received) => {
        if (received.id === contended.id && failures < fastRetry.attempts + 2) {
          failures += 1;
          throw Object.assign(new Error('could not serialize access'), { code: '40001' });
        }
        handled.push(received.id);
      },
    });
    await bus.start();

    await bus.publish(topic, [contended, next]);

    await waitFor('both events', () => handled.includes(next.id), 10_000);
    expect(handled).toEqual([contended.id, next.id]);
    expect(failures).toBe(fastRetry.attempts + 2);
    expect(watched.failed).toEqual([]);
  });

  it('when stop is called while a handler runs, then the handler finishes and its offset is committed', async () => {
    const topic = 'message.sent';
    const group = uniqueGroup('inbox');
    const message = (id: string) =>
      event(topic, 'u7', { _id: id, user: 'u7', message: 'Hello', fromAdmin: true, createdAt: iso, seq: 1 });
    const [sent, marker] = [message('m1'), message('m2')];
    let started = false;
    let finished = false;
    const bus = newBus();
    await bus.subscribe({
      group,
      topics: [topic],
      handler: async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 500));
        finished = true;
      },
    });
    await bus.start();
    await bus.publish(topic, [sent]);
    await waitFor('the handler to start', () => started, 10_000);

    await bus.stop();

    expect(finished).toBe(true);
    const successor = newBus();
    const later = collector();
    await successor.subscribe({ group, topics: [topic], handler: later.handler });
    await successor.start();
    await successor.publish(topic, [marker]);
    await waitFor(
      'the marker, same key so after any redelivery',
      () => later.ids().includes(marker.id),
      10_000,
    );
    expect(later.ids()).toEqual([marker.id]);
  });

  it('when a consumer dies after its effect but before committing the offset, then the redelivery has no second effect', async () => {
    const topic = 'order.paid';
    const group = uniqueGroup('messaging');
    const database = await createTestDatabase('kafka_test');
    const pool = testPool(database.url);
    cleanups.push(async () => {
      await pool.end();
      await database.drop();
    });
    await migrate(
      pool,
      'shop',
      [
        ...kitMigrations('shop'),
        {
          name: '001_receipts',
          sql: 'CREATE TABLE shop.receipts (event_id text NOT NULL, order_id text NOT NULL)',
        },
      ],
      logger,
    );
    const recordReceipt = (received: EventEnvelope) =>
      consumeOnce(pool, 'shop', group, received, async (client) => {
        await client.query('INSERT INTO shop.receipts (event_id, order_id) VALUES ($1, $2)', [
          received.id,
          received.key,
        ]);
      });
    let unfreeze: () => void = () => undefined;
    const frozen = new Promise<void>((resolve) => (unfreeze = resolve));
    let firstEffect = false;
    const crashing = newBus();
    await crashing.subscribe({
      group,
      topics: [topic],
      handler: async (received) => {
        firstEffect = await recordReceipt(received);
        await frozen;
      },
    });
    await crashing.start();
    const paid = event(topic, 'order-9', {
      orderId: 'order-9',
      userId: 'u9',
      amount: 12_000,
      currency: 'NGN',
      tx_ref: 'tx-9',
      items: [{ productId: 'product-9', quantity: 1 }],
    });

    try {
      await crashing.publish(topic, [paid]);
      await waitFor('the first effect', () => firstEffect, 10_000);
      const redelivered: boolean[] = [];
      const survivor = newBus();
      await survivor.subscribe({
        group,
        topics: [topic],
        handler: async (received) => void redelivered.push(await recordReceipt(received)),
      });
      await survivor.start();

      await waitFor('the redelivery', () => redelivered.length > 0, 30_000, 100);
      expect(redelivered).toEqual([false]);
      const receipts = await pool.query('SELECT count(*)::int AS n FROM shop.receipts WHERE event_id = $1', [
        paid.id,
      ]);
      expect(receipts.rows[0]).toEqual({ n: 1 });
      const ledger = await pool.query(
        'SELECT count(*)::int AS n FROM shop.processed_events WHERE event_id = $1',
        [paid.id],
      );
      expect(ledger.rows[0]).toEqual({ n: 1 });
    } finally {
      unfreeze();
    }
  });

  it('when a consumer crashes with an error kafkajs does not restart after, then the bus rebuilds it and the event is handled', async () => {
    const topic = 'payment.succeeded';
    let crashes = 0;
    /** The first consumer throws a non-retriable error on its first message, as a failed group join does. */
    class CrashingOnce extends KafkaBus {
      protected override createConsumer(group: string): Consumer {
        const consumer = super.createConsumer(group);
        const run = consumer.run.bind(consumer);
        consumer.run = (config?: ConsumerRunConfig) =>
          run({
            ...config,
            eachMessage: async (payload) => {
              if (crashes === 0) {
                crashes += 1;
                throw new KafkaJSNonRetriableError('injected crash');
              }
              await config?.eachMessage?.(payload);
            },
          });
        return consumer;
      }
    }
    const bus = new CrashingOnce({
      brokers: kafka.brokers,
      clientId: 'kafka-bus-test',
      idempotent: false,
      mockCluster: kafka.mockCluster,
      retry: fastRetry,
      logger,
      sessionTimeoutMs: 3_000,
      fetchMaxWaitMs: 100,
    });
    cleanups.push(() => bus.stop());
    const consumer = collector();
    await bus.subscribe({ group: uniqueGroup('catalog'), topics: [topic], handler: consumer.handler });
    await bus.start();
    await waitFor('the bus to be ready', () => bus.isReady(), 10_000);
    const sent = event(topic, 'tx-c1', {
      tx_ref: 'tx-c1',
      provider: 'paystack',
      transactionId: 't1',
      amount: 5_000,
      currency: 'NGN',
    });

    await bus.publish(topic, [sent]);

    await waitFor('the crash', () => crashes === 1, 10_000);
    await waitFor(
      'the bus to report the crashed group not ready',
      async () => !(await bus.isReady()),
      10_000,
    );
    await waitFor('the event, through a rebuilt consumer', () => consumer.ids().includes(sent.id), 20_000);
    await waitFor('the bus to be ready again', () => bus.isReady(), 10_000);
  }, 40_000);

  it('when a handler retries through a database outage longer than the session timeout, then the member keeps its partitions', async () => {
    const topic = 'order.created';
    const group = uniqueGroup('cart');
    let outageUntil = Date.now() + 60_000;
    const attempts = new Map<string, number>();
    const handled: string[] = [];
    const bus = new KafkaBus({
      brokers: kafka.brokers,
      clientId: 'kafka-bus-test',
      idempotent: false,
      mockCluster: kafka.mockCluster,
      retry: { attempts: 3, initialDelayMs: 50, maxDelayMs: 200 },
      logger,
      sessionTimeoutMs: 3_000,
      fetchMaxWaitMs: 100,
    });
    cleanups.push(() => bus.stop());
    let inFlight = 0;
    let overlapped = false;
    await bus.subscribe({
      group,
      topics: [topic],
      handler: async (received) => {
        inFlight += 1;
        if (inFlight > 1) overlapped = true;
        try {
          attempts.set(received.id, (attempts.get(received.id) ?? 0) + 1);
          if (Date.now() < outageUntil)
            throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
          handled.push(received.id);
        } finally {
          inFlight -= 1;
        }
      },
    });
    await bus.start();
    const order = (orderId: string) =>
      event(topic, 'u1', {
        orderId,
        userId: 'u1',
        totalAmount: 100,
        currency: 'NGN',
        items: [],
        payment: {
          tx_ref: `tx-${orderId}`,
          method: 'paystack',
          amount: 100,
          currency: 'NGN',
          expiresAt: iso,
        },
      });
    const sent = order('o1');
    await bus.publish(topic, [sent]);
    await waitFor('the first attempt', () => attempts.has(sent.id), 10_000);
    outageUntil = Date.now() + 8_000;

    await waitFor('the event once the database is back', () => handled.includes(sent.id), 20_000);
    const marker = order('o2');
    await bus.publish(topic, [marker]);
    await waitFor('a later event on the same key', () => handled.includes(marker.id), 10_000);

    expect(handled).toEqual([sent.id, marker.id]);
    expect(overlapped).toBe(false);
  }, 40_000);

  it('when the cluster cannot create topics, then ensureTopics warns and returns', async () => {
    const own = await startMockKafka();
    cleanups.push(() => own.stop());
    const lines: string[] = [];
    const captured = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });

    await ensureTopics(own.brokers, ['catalog.product.upserted'], 4, captured);

    expect(lines.join('')).toContain('relying on auto-creation');
  });

  it('when the cluster goes away, then isReady answers false within about 2 s and stop still returns', async () => {
    const own = await startMockKafka();
    const bus = new KafkaBus({
      brokers: own.brokers,
      clientId: 'kafka-bus-test',
      idempotent: false,
      mockCluster: own.mockCluster,
      logger,
    });
    cleanups.push(
      () => own.stop(),
      () => bus.stop(),
    );
    await bus.start();
    expect(await bus.isReady()).toBe(true);

    await own.stop();

    const started = Date.now();
    expect(await bus.isReady()).toBe(false);
    expect(Date.now() - started).toBeLessThan(3_000);
    await bus.stop();
    await bus.stop();
    expect(await bus.isReady()).toBe(false);
  });
});

async function rawProduce(topic: string, key: string, value: string): Promise<void> {
  const producer = new Kafka({
    clientId: 'kafka-bus-test-raw',
    brokers: kafka.brokers,
    logLevel: logLevel.NOTHING,
  }).producer({
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  await producer.send({ topic, messages: [{ key, value }] });
  await producer.disconnect();
}
