import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { start as startNotification } from '@glow/notification';
import {
  InProcessBus,
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
  redisTestUrl,
  waitFor,
  type TestKeys,
} from '@glow/testing';
import { io, type Socket } from 'socket.io-client';
import { benchBus } from './event-latency';
import { runDeployable } from './processes';
import { percentile, round } from './stats';

export interface FanOutFigure {
  bus: 'in-process' | 'kafka';
  sockets: number;
  /** Every socket's receipt of every broadcast, from the outbox commit. */
  broadcastP50Ms: number;
  broadcastP99Ms: number;
  /** Per broadcast, until the last of the sockets had it. */
  broadcastLastP99Ms: number;
  personalP50Ms: number;
  personalP99Ms: number;
}

interface Settings {
  sockets: number;
  broadcasts: number;
  personal: number;
}

const logger = createLogger('bench', 'warn');
const schema = 'bench_fan_out';
/** Two instances behind one Redis: the handshake limit is per client IP, and all clients here are 127.0.0.1. */
const instanceEnv = (keys: TestKeys, databaseUrl: string, redisUrl: string, prefix: string) => ({
  PORT: '0',
  HOST: '127.0.0.1',
  JWT_PUBLIC_KEY: keys.publicKey,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  NOTIFICATION_REDIS_PREFIX: prefix,
  HANDSHAKE_RATE_LIMIT_PER_IP: '100000',
  LOG_LEVEL: 'warn',
});

function connect(url: string, keys: TestKeys, userId: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: `Bearer ${keys.sign({ _id: userId })}` },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Arrival times of each message id, per socket. */
class Receipts {
  private readonly arrivals = new Map<string, number[]>();

  listen(socket: Socket): void {
    socket.on('adminMessage', ({ _id }: { _id: string }) => {
      const times = this.arrivals.get(_id) ?? [];
      times.push(performance.now());
      this.arrivals.set(_id, times);
    });
  }

  of(id: string): number[] {
    return this.arrivals.get(id) ?? [];
  }
}

/** Until one broadcast reaches every socket: the consumers have joined and every socket is in its rooms. */
async function warmUp(send: (user: string) => Promise<{ id: string }>, receipts: Receipts, sockets: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { id } = await send('all');
    const reached = await waitFor(
      'a warm-up broadcast',
      () => receipts.of(id).length === sockets,
      3_000,
      10,
    ).then(
      () => true,
      () => false,
    );
    if (reached) return;
    if (Date.now() > deadline) throw new Error('no broadcast reached every socket within 60 s');
  }
}

/**
 * 1,000 sockets (half on each of two notification instances sharing the real Redis), one user
 * each. Broadcasts (`message.sent` to 'all') and personal messages are committed one at a time
 * through an outbox and timed until the sockets have them.
 */
async function measure(
  bus: EventBus,
  instanceUrls: [string, string],
  keys: TestKeys,
  databaseUrl: string,
  settings: Settings,
  kind: FanOutFigure['bus'],
): Promise<FanOutFigure> {
  const pool = createPool(databaseUrl, 4, logger);
  await migrate(pool, schema, kitMigrations(schema), logger);
  const outbox = new Outbox(schema, 'bench');
  const relay = new OutboxRelay({ pool, schema, bus, logger, pollIntervalMs: 1_000 });
  relay.start();
  const users = Array.from({ length: settings.sockets }, (_, index) => `fan-${index}`);
  const sockets: Socket[] = [];
  const receipts = new Receipts();
  let seq = 0;
  const send = async (user: string) => {
    seq += 1;
    const id = randomUUID();
    const createdAt = new Date().toISOString();
    await withTransaction(pool, (client) =>
      outbox.add(client, 'message.sent', {
        key: user,
        data: { _id: id, user, message: `bench ${seq}`, fromAdmin: true, createdAt, seq },
      }),
    );
    const committedAt = performance.now();
    relay.wake();
    return { id, committedAt };
  };
  try {
    for (let index = 0; index < users.length; index += 50) {
      const batch = users.slice(index, index + 50);
      const connected = await Promise.all(
        batch.map((user, offset) => connect(instanceUrls[(index + offset) % 2]!, keys, user)),
      );
      connected.forEach((socket) => receipts.listen(socket));
      sockets.push(...connected);
    }
    await warmUp(send, receipts, sockets.length);

    const everyReceipt: number[] = [];
    const lastReceipt: number[] = [];
    for (let round = 0; round < settings.broadcasts; round += 1) {
      const { id, committedAt } = await send('all');
      await waitFor(`broadcast ${round}`, () => receipts.of(id).length === sockets.length, 10_000, 1);
      const latencies = receipts.of(id).map((arrivedAt) => arrivedAt - committedAt);
      everyReceipt.push(...latencies);
      lastReceipt.push(Math.max(...latencies));
    }
    const personal: number[] = [];
    for (let round = 0; round < settings.personal; round += 1) {
      const user = users[Math.floor(Math.random() * users.length)]!;
      const { id, committedAt } = await send(user);
      const arrivedAt = await waitFor(`message ${round}`, () => receipts.of(id)[0], 10_000, 1);
      personal.push((arrivedAt ?? Number.NaN) - committedAt);
    }
    return {
      bus: kind,
      sockets: sockets.length,
      broadcastP50Ms: round(percentile(everyReceipt, 50), 2),
      broadcastP99Ms: round(percentile(everyReceipt, 99), 2),
      broadcastLastP99Ms: round(percentile(lastReceipt, 99), 2),
      personalP50Ms: round(percentile(personal, 50), 2),
      personalP99Ms: round(percentile(personal, 99), 2),
    };
  } finally {
    sockets.forEach((socket) => socket.close());
    await relay.stop();
    await pool.end();
  }
}

/** Both instances in this process on one in-process bus (the group gives each event to one of them). */
export async function measureInProcessFanOut(settings: Settings): Promise<FanOutFigure> {
  const keys = createTestKeys();
  const database = await createTestDatabase('glow_bench');
  const redisUrl = await redisTestUrl();
  const prefix = `glow:bench:${randomUUID()}`;
  const bus = new InProcessBus(logger);
  const instances = await Promise.all(
    [0, 1].map(() =>
      startNotification({
        env: instanceEnv(keys, database.url, redisUrl, prefix),
        bus,
        logger,
        processMetrics: false,
      }),
    ),
  );
  await bus.start();
  try {
    const urls: [string, string] = [instances[0]!.url, instances[1]!.url];
    return await measure(bus, urls, keys, database.url, settings, 'in-process');
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await bus.stop();
    await database.drop();
  }
}

/** Two notification processes in one consumer group on librdkafka's mock cluster, fanning out through Redis. */
export async function measureKafkaFanOut(settings: Settings): Promise<FanOutFigure> {
  const kafka = await kafkaForTests();
  const keys = createTestKeys();
  const database = await createTestDatabase('glow_bench');
  const redisUrl = await redisTestUrl();
  const prefix = `glow:bench:${randomUUID()}`;
  const env = {
    ...instanceEnv(keys, database.url, redisUrl, prefix),
    KAFKA_BROKERS: kafka.brokers.join(','),
    KAFKA_IDEMPOTENT: 'false',
    KAFKA_MOCK_CLUSTER: String(kafka.mockCluster),
    // The mock cluster answers a fetch only when its wait expires (a real broker answers as data arrives).
    KAFKA_FETCH_MAX_WAIT_MS: process.env.KAFKA_FETCH_MAX_WAIT_MS ?? '10',
  };
  const instances = await Promise.all([0, 1].map(() => runDeployable('services/notification', env)));
  const bus = benchBus(kafka);
  await bus.start();
  try {
    const urls: [string, string] = [instances[0]!.url, instances[1]!.url];
    return await measure(bus, urls, keys, database.url, settings, 'kafka');
  } finally {
    await bus.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await kafka.stop();
    await database.drop();
  }
}
