import { performance } from 'node:perf_hooks';
import { start as startNotification } from '@glow/notification';
import {
  InProcessBus,
  KafkaBus,
  Outbox,
  OutboxRelay,
  createLogger,
  createPool,
  kitMigrations,
  migrate,
  withTransaction,
  type EventBus,
} from '@glow/service-kit';
import {
  createTestDatabase,
  createTestKeys,
  kafkaForTests,
  waitFor,
  type TestKafka,
  type TestKeys,
} from '@glow/testing';
import { io, type Socket } from 'socket.io-client';
import { runDeployable } from './processes';
import { percentile, round } from './stats';

export interface LatencyFigure {
  bus: 'in-process' | 'kafka';
  events: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const logger = createLogger('bench', 'warn');
const userId = 'bench-user';
const schema = 'bench';

function connect(url: string, keys: TestKeys): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: keys.sign({ _id: userId }) },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * Commits `inbox.unread.changed` through the outbox (in the `bench` schema of the notification's
 * database) and times until the browser event arrives.
 */
async function measure(
  bus: EventBus,
  notificationUrl: string,
  keys: TestKeys,
  databaseUrl: string,
  events: number,
  kind: LatencyFigure['bus'],
) {
  const pool = createPool(databaseUrl, 4, logger);
  await migrate(pool, schema, kitMigrations(schema), logger);
  // The bench stands in for messaging, the topic's owner: notification ignores anyone else's events.
  const outbox = new Outbox(schema, 'messaging');
  const relay = new OutboxRelay({ pool, schema, bus, logger, pollIntervalMs: 1_000 });
  relay.start();
  const socket = await connect(notificationUrl, keys);
  const arrivals = new Map<number, number>();
  socket.on('unreadCountUpdated', ({ count }: { count: number }) => arrivals.set(count, performance.now()));
  const send = async (count: number) => {
    await withTransaction(pool, (client) =>
      outbox.add(client, 'inbox.unread.changed', { key: userId, data: { userId, count, through: count } }),
    );
    const committedAt = performance.now();
    relay.wake();
    return committedAt;
  };
  try {
    // Warm-up: the consumer group must have joined before timing starts.
    await waitFor('the first event to arrive', async () => (await send(0)) && arrivals.has(0), 60_000, 500);
    const latencies: number[] = [];
    for (let count = 1; count <= events; count += 1) {
      const committedAt = await send(count);
      const arrivedAt = await waitFor(`event ${count}`, () => arrivals.get(count), 10_000, 1);
      latencies.push((arrivedAt ?? Number.NaN) - committedAt);
    }
    return {
      bus: kind,
      events,
      p50Ms: round(percentile(latencies, 50), 2),
      p99Ms: round(percentile(latencies, 99), 2),
      maxMs: round(Math.max(...latencies), 2),
    };
  } finally {
    socket.close();
    await relay.stop();
    await pool.end();
  }
}

export async function measureInProcessLatency(events = 1_000): Promise<LatencyFigure> {
  const keys = createTestKeys();
  const database = await createTestDatabase('glow_bench');
  const bus = new InProcessBus(logger);
  const notification = await startNotification({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_PUBLIC_KEY: keys.publicKey,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
    },
    bus,
    logger,
    processMetrics: false,
  });
  await bus.start();
  try {
    return await measure(bus, notification.url, keys, database.url, events, 'in-process');
  } finally {
    await notification.stop();
    await bus.stop();
    await database.drop();
  }
}

/** The bench's own bus on the Kafka the services under measure use. */
export function benchBus(kafka: TestKafka): KafkaBus {
  return new KafkaBus({
    brokers: kafka.brokers,
    clientId: 'bench',
    idempotent: false,
    mockCluster: kafka.mockCluster,
    logger,
  });
}

/** Producer here, notification as its own process; librdkafka's mock cluster speaks the Kafka protocol. */
export async function measureKafkaLatency(events = 1_000): Promise<LatencyFigure> {
  const kafka = await kafkaForTests();
  const keys = createTestKeys();
  const database = await createTestDatabase('glow_bench');
  const brokers = kafka.brokers.join(',');
  const notification = await runDeployable('services/notification', {
    JWT_PUBLIC_KEY: keys.publicKey,
    DATABASE_URL: database.url,
    KAFKA_BROKERS: brokers,
    KAFKA_IDEMPOTENT: 'false',
    KAFKA_MOCK_CLUSTER: String(kafka.mockCluster),
    // The mock cluster answers a fetch only when its wait expires (a real broker answers as data arrives).
    KAFKA_FETCH_MAX_WAIT_MS: process.env.KAFKA_FETCH_MAX_WAIT_MS ?? '10',
  });
  const bus = benchBus(kafka);
  await bus.start();
  try {
    return await measure(bus, notification.url, keys, database.url, events, 'kafka');
  } finally {
    await bus.stop();
    await notification.stop();
    await kafka.stop();
    await database.drop();
  }
}
