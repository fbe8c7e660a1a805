import { createEnvelope, type EventEnvelope } from '@glow/contracts';
import {
  createLogger,
  InProcessBus,
  TransientError,
  type EventHandler,
  type RetryPolicy,
} from '@glow/service-kit';
import { waitFor } from '@glow/testing';

const topic = 'inbox.unread.changed' as const;
const fastRetry: RetryPolicy = { attempts: 3, initialDelayMs: 5, maxDelayMs: 20 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function unreadChanged(userId: string, count: number): EventEnvelope<{ userId: string; count: number }> {
  return createEnvelope('test', { type: topic, key: userId, data: { userId, count, through: count } });
}

function databaseRefused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
}

function serializationFailure(): Error {
  return Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' });
}

/** A handler that throws `failure()` for its first `failures` calls, then succeeds. */
function failingFirst(failures: number, failure: () => Error) {
  const state = { calls: 0 };
  const handler: EventHandler = async () => {
    state.calls += 1;
    if (state.calls <= failures) throw failure();
  };
  return { state, handler };
}

function collector() {
  const seen: EventEnvelope<{ userId: string; count: number }>[] = [];
  const handler: EventHandler = async (event) => {
    seen.push(event as EventEnvelope<{ userId: string; count: number }>);
  };
  return { seen, handler };
}

describe('InProcessBus', () => {
  let bus: InProcessBus;

  beforeEach(() => {
    bus = new InProcessBus(createLogger('in-process-bus-test', 'silent'), fastRetry);
  });

  afterEach(() => bus.stop());

  it('when two groups subscribe to a topic, then every group gets every event', async () => {
    const cart = collector();
    const order = collector();
    await bus.subscribe({ group: 'cart', topics: [topic], handler: cart.handler });
    await bus.subscribe({ group: 'order', topics: [topic], handler: order.handler });
    await bus.start();
    const events = Array.from({ length: 20 }, (_, index) => unreadChanged(`user-${index}`, index));

    await bus.publish(topic, events);

    const ids = events.map((event) => event.id).sort();
    expect(cart.seen.map((event) => event.id).sort()).toEqual(ids);
    expect(order.seen.map((event) => event.id).sort()).toEqual(ids);
  });

  it('when one group has two members, then they share the events and each event reaches one of them', async () => {
    const first = collector();
    const second = collector();
    await bus.subscribe({ group: 'notification', topics: [topic], handler: first.handler });
    await bus.subscribe({ group: 'notification', topics: [topic], handler: second.handler });
    await bus.start();
    const events = Array.from({ length: 64 }, (_, index) => unreadChanged(`user-${index}`, index));

    await bus.publish(topic, events);

    expect(first.seen.length).toBeGreaterThan(0);
    expect(second.seen.length).toBeGreaterThan(0);
    const delivered = [...first.seen, ...second.seen].map((event) => event.id).sort();
    expect(delivered).toEqual(events.map((event) => event.id).sort());
  });

  it('when 200 events over 5 keys meet handlers with random delays, then each key keeps its order', async () => {
    const seen = new Map<string, number[]>();
    await bus.subscribe({
      group: 'cart',
      topics: [topic],
      handler: async (event) => {
        await sleep(Math.random() * 3);
        const { userId, count } = event.data as { userId: string; count: number };
        seen.set(userId, [...(seen.get(userId) ?? []), count]);
      },
    });
    await bus.start();
    const keys = ['amaka', 'bola', 'chidi', 'dayo', 'emeka'];
    const events = Array.from({ length: 200 }, (_, index) => unreadChanged(keys[index % 5]!, index));

    await Promise.all(events.map((event) => bus.publish(topic, [event])));

    for (const key of keys) {
      const expected = events.filter((event) => event.key === key).map((event) => event.data.count);
      expect(seen.get(key)).toEqual(expected);
    }
  });

  it('when an event is published, then the handler runs after publish has handed control back', async () => {
    let publishReturned = false;
    let sawReturned: boolean | undefined;
    await bus.subscribe({
      group: 'cart',
      topics: [topic],
      handler: async () => {
        sawReturned = publishReturned;
      },
    });
    await bus.start();

    const published = bus.publish(topic, [unreadChanged('amaka', 1)]);
    publishReturned = true;
    await published;

    expect(sawReturned).toBe(true);
  });

  it('when events are published before start, then they wait and are delivered after start', async () => {
    const cart = collector();
    await bus.subscribe({ group: 'cart', topics: [topic], handler: cart.handler });

    const published = bus.publish(topic, [unreadChanged('amaka', 1)]);
    await sleep(30);
    const seenBeforeStart = cart.seen.length;
    await bus.start();
    await published;

    expect(seenBeforeStart).toBe(0);
    expect(cart.seen).toHaveLength(1);
  });

  it('when a handler fails twice then succeeds, then it is retried and nothing is dead-lettered', async () => {
    let calls = 0;
    await bus.subscribe({
      group: 'cart',
      topics: [topic],
      handler: async () => {
        calls += 1;
        if (calls <= 2) throw new Error('flaky downstream');
      },
    });
    await bus.start();

    await bus.publish(topic, [unreadChanged('amaka', 1)]);

    expect(calls).toBe(3);
    expect(bus.deadLetters).toEqual([]);
  });

  it('when a handler always fails, then the event is dead-lettered with the reason after the attempts', async () => {
    let calls = 0;
    await bus.subscribe({
      group: 'cart',
      topics: [topic],
      handler: async () => {
        calls += 1;
        throw new Error('cannot apply this event');
      },
    });
    await bus.start();
    const event = unreadChanged('amaka', 1);

    await bus.publish(topic, [event]);

    expect(calls).toBe(fastRetry.attempts);
    expect(bus.deadLetters).toHaveLength(1);
    expect(bus.deadLetters[0]).toMatchObject({
      originalTopic: topic,
      group: 'cart',
      event: { id: event.id },
    });
    expect(bus.deadLetters[0]!.reason).toContain('cannot apply this event');
    expect(bus.deadLetters[0]!.reason).toContain(`${fastRetry.attempts} times`);
  });

  it('when a handler fails because its database is unreachable, then it is retried past the attempts without a dead letter', async () => {
    let calls = 0;
    await bus.subscribe({
      group: 'cart',
      topics: [topic],
      handler: async () => {
        calls += 1;
        if (calls <= fastRetry.attempts + 2) throw databaseRefused();
      },
    });
    await bus.start();

    await bus.publish(topic, [unreadChanged('amaka', 1)]);

    expect(calls).toBe(fastRetry.attempts + 3);
    expect(bus.deadLetters).toEqual([]);
  });

  it.each([
    ['a serialization failure (40001)', serializationFailure],
    ['a TransientError', () => new TransientError('payment service unreachable')],
  ])(
    'when a handler fails with %s more often than the attempts, then it is retried until it passes and nothing is dead-lettered',
    async (_, failure) => {
      const flaky = failingFirst(fastRetry.attempts + 2, failure);
      await bus.subscribe({ group: 'order', topics: [topic], handler: flaky.handler });
      await bus.start();

      await bus.publish(topic, [unreadChanged('amaka', 1)]);

      expect(flaky.state.calls).toBe(fastRetry.attempts + 3);
      expect(bus.deadLetters).toEqual([]);
    },
  );

  it('when the bus stops while a handler waits for its database, then the publish is rejected so the outbox keeps the event', async () => {
    let calls = 0;
    await bus.subscribe({
      group: 'cart',
      topics: [topic],
      handler: async () => {
        calls += 1;
        throw databaseRefused();
      },
    });
    await bus.start();
    const published = bus.publish(topic, [unreadChanged('amaka', 1)]);
    await waitFor('a few retries', () => calls >= 2);

    await bus.stop();

    await expect(published).rejects.toThrow(/ECONNREFUSED/);
    expect(bus.deadLetters).toEqual([]);
  });

  it('when an event fails schema validation, then it is dead-lettered and later events still flow', async () => {
    const cart = collector();
    await bus.subscribe({ group: 'cart', topics: [topic], handler: cart.handler });
    await bus.start();
    const poisoned = { ...unreadChanged('amaka', 1), data: { userId: 'amaka', count: -5, through: 0 } };
    const healthy = unreadChanged('amaka', 2);

    await bus.publish(topic, [poisoned, healthy]);

    expect(cart.seen.map((event) => event.id)).toEqual([healthy.id]);
    expect(bus.deadLetters).toHaveLength(1);
    expect(bus.deadLetters[0]).toMatchObject({ originalTopic: topic, event: { id: poisoned.id } });
    expect(bus.deadLetters[0]!.reason).toMatch(/invalid inbox\.unread\.changed data: count/);
  });

  it('when stop is called while a handler runs, then stop waits for it to finish', async () => {
    let finished = false;
    let started = false;
    await bus.subscribe({
      group: 'cart',
      topics: [topic],
      handler: async () => {
        started = true;
        await sleep(200);
        finished = true;
      },
    });
    await bus.start();
    const published = bus.publish(topic, [unreadChanged('amaka', 1)]);
    await waitFor('the handler to start', () => started);

    await bus.stop();

    expect(finished).toBe(true);
    await published;
    await expect(bus.publish(topic, [unreadChanged('amaka', 2)])).rejects.toThrow(/stopping/);
  });
});
