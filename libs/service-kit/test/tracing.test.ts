import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@glow/contracts';
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import {
  consumeSpan,
  createLogger,
  inService,
  inSpan,
  InProcessBus,
  KafkaBus,
  kitMigrations,
  migrate,
  Outbox,
  OutboxRelay,
  withTransaction,
  type EventBus,
} from '@glow/service-kit';
import {
  createTestDatabase,
  kafkaForTests,
  testPool,
  waitFor,
  type TestDatabase,
  type TestKafka,
} from '@glow/testing';
import { startTracing, type Tracing } from '@glow/service-kit/tracing';
import { Kafka, logLevel } from 'kafkajs';
import type { Pool } from 'pg';
import { Writable } from 'node:stream';

const topic = 'inbox.unread.changed' as const;
const logger = createLogger('tracing-test', 'silent');
const spans = new InMemorySpanExporter();

let tracing: Tracing;
let kafka: TestKafka;
let database: TestDatabase;
let pool: Pool;
let schemas = 0;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  tracing = startTracing('tracing-test', { exporter: spans })!;
  [kafka, database] = await Promise.all([kafkaForTests(), createTestDatabase()]);
  pool = testPool(database.url, 5);
}, 60_000);

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  spans.reset();
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
  await kafka?.stop();
  await tracing?.shutdown();
});

async function outboxSchema(): Promise<{ schema: string; outbox: Outbox }> {
  schemas += 1;
  const schema = `traced_${schemas}_${randomUUID().slice(0, 6)}`;
  await migrate(pool, schema, kitMigrations(schema, { tokenVersions: false }), logger);
  cleanups.push(() => pool.query(`DROP SCHEMA ${schema} CASCADE`));
  return { schema, outbox: new Outbox(schema, 'tracing-test') };
}

function kafkaBus(): KafkaBus {
  const bus = new KafkaBus({
    brokers: kafka.brokers,
    clientId: 'tracing-test',
    idempotent: false,
    mockCluster: kafka.mockCluster,
    logger,
    sessionTimeoutMs: 3_000,
    fetchMaxWaitMs: 50,
  });
  cleanups.push(() => bus.stop());
  return bus;
}

/** The trace headers of every message on `topicName`, read with a plain kafkajs consumer. */
async function traceparentsOn(topicName: string): Promise<string[]> {
  const consumer = new Kafka({
    clientId: 'tracing-reader',
    brokers: kafka.brokers,
    logLevel: logLevel.NOTHING,
  }).consumer({
    groupId: `reader-${randomUUID().slice(0, 8)}`,
    sessionTimeout: 3_000,
    heartbeatInterval: 1_000,
    maxWaitTimeInMs: 100,
  });
  const seen: string[] = [];
  cleanups.push(() => consumer.disconnect());
  await consumer.connect();
  await consumer.subscribe({ topic: topicName, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => void seen.push(String(message.headers?.traceparent)),
  });
  await waitFor('the message on the topic', async () => seen.length > 0, 20_000);
  return seen;
}

/** A consumer that handles each event in a span of its own, as a service's consumer gate does. */
async function tracedConsumer(bus: EventBus, service: string): Promise<EventEnvelope[]> {
  const handled: EventEnvelope[] = [];
  await bus.subscribe({
    group: `${service}-${randomUUID().slice(0, 8)}`,
    topics: [topic],
    handler: (event, from) =>
      inService(service, () => consumeSpan(from, service, event.id, async () => void handled.push(event))),
  });
  return handled;
}

/** An outbox, its relay and a traced consumer of its events, on the in-process bus (all stopped after the test). */
async function inProcessPath() {
  const { schema, outbox } = await outboxSchema();
  const bus = new InProcessBus(logger);
  cleanups.push(() => bus.stop());
  const handled = await tracedConsumer(bus, 'mailer');
  await bus.start();
  const relay = new OutboxRelay({ pool, schema, bus, logger });
  cleanups.push(() => relay.stop());
  return { outbox, relay, handled };
}

/** Adds an event inside a `checkout` span of the `shop` service; answers that span's context. */
async function addInTrace(outbox: Outbox, userId: string) {
  return inService('shop', () =>
    inSpan('checkout', {}, async () => {
      await withTransaction(pool, (client) =>
        outbox.add(client, topic, { key: userId, data: { userId, count: 1, through: 1 } }),
      );
      return trace.getActiveSpan()!.spanContext();
    }),
  );
}

const finished = (name: string): ReadableSpan | undefined =>
  spans.getFinishedSpans().find((span) => span.name === name);

it('when an event is added inside a trace, then its outbox row keeps the traceparent, the Kafka message carries it and the consumer span continues the trace', async () => {
  const { schema, outbox } = await outboxSchema();
  const bus = kafkaBus();
  const handled = await tracedConsumer(bus, 'mailer');
  await bus.start();
  const relay = new OutboxRelay({ pool, schema, bus, logger });
  cleanups.push(() => relay.stop());

  const checkout = await addInTrace(outbox, 'ada');
  await relay.flush();

  const traceparent = `00-${checkout.traceId}-${checkout.spanId}-01`;
  const { rows } = await pool.query<{ traceparent: string }>(`SELECT traceparent FROM ${schema}.outbox`);
  expect(rows).toEqual([{ traceparent }]);
  expect(await traceparentsOn(topic)).toContain(traceparent);
  await waitFor('the consumer to handle the event', async () => handled.length === 1, 20_000);
  const consumed = finished(`${topic} process`);
  expect(consumed?.spanContext().traceId).toBe(checkout.traceId);
  expect(consumed?.parentSpanContext?.spanId).toBe(checkout.spanId);
}, 60_000);

it('when the in-process bus delivers an event, then the consumer span continues the trace it was added in', async () => {
  const { outbox, relay, handled } = await inProcessPath();

  const checkout = await addInTrace(outbox, 'bola');
  await relay.flush();

  expect(handled).toHaveLength(1);
  const consumed = finished(`${topic} process`);
  expect(consumed?.spanContext().traceId).toBe(checkout.traceId);
  expect(consumed?.parentSpanContext?.spanId).toBe(checkout.spanId);
});

it('when rows of two traces wait in the outbox, then each event goes out in its own trace, in row order', async () => {
  const { outbox, relay, handled } = await inProcessPath();

  const first = await addInTrace(outbox, 'ada');
  const second = await addInTrace(outbox, 'bola');
  await relay.flush();

  expect(handled.map((event) => event.key)).toEqual(['ada', 'bola']);
  const consumedIn = spans
    .getFinishedSpans()
    .filter((span) => span.name === `${topic} process`)
    .map((span) => span.parentSpanContext?.spanId);
  expect(consumedIn).toEqual([first.spanId, second.spanId]);
});

it('when services share one process, then each span is exported under its own service.name', async () => {
  await inService('catalog', () => inSpan('list products', {}, () => inSpan('query', {}, () => undefined)));
  await inService('cart', () => inSpan('add to cart', {}, () => undefined));
  inSpan('runner work', {}, () => undefined);

  const serviceOf = (name: string) => finished(name)?.resource.attributes['service.name'];
  expect(serviceOf('list products')).toBe('catalog');
  expect(serviceOf('query')).toBe('catalog');
  expect(serviceOf('add to cart')).toBe('cart');
  expect(serviceOf('runner work')).toBe('tracing-test');
});

it('when a service logs inside a span, then the line carries its trace_id and span_id', () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const traced = createLogger('traced', 'info', sink);
  const ids = inSpan('work', {}, () => {
    traced.info('inside');
    return trace.getActiveSpan()!.spanContext();
  });
  traced.info('outside');

  expect(lines[0]).toMatchObject({
    msg: 'inside',
    trace_id: ids.traceId,
    span_id: ids.spanId,
    trace_flags: '01',
  });
  expect(lines[1]).not.toHaveProperty('trace_id');
});
