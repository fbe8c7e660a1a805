import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createLogger, KafkaBus, startService, type RunningService } from '@glow/service-kit';
import {
  createTestDatabase,
  createTestKeys,
  kafkaForTests,
  waitFor,
  type TestDatabase,
  type TestKafka,
} from '@glow/testing';
import { notificationService } from '../src';
import { publish, unreadChanged } from './helpers/events';
import { LiveClients } from './helpers/live-clients';
import { readiness } from './helpers/notification';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const logger = createLogger('notification-restart-test', process.env.TEST_LOG_LEVEL ?? 'silent');

/**
 * An instance of group `notification` in its own process, killed with SIGKILL once it has joined:
 * the broker keeps its membership until its session (and the rebalance) times out, as after kill -9.
 */
async function killedMember(brokers: string[], timeoutMs: number): Promise<void> {
  const script = `
    const { Kafka, logLevel } = require('kafkajs');
    const consumer = new Kafka({ clientId: 'doomed', brokers: ${JSON.stringify(brokers)}, logLevel: logLevel.NOTHING })
      .consumer({ groupId: 'notification', sessionTimeout: ${timeoutMs}, rebalanceTimeout: ${timeoutMs}, heartbeatInterval: 500, maxWaitTimeInMs: 100 });
    consumer.on(consumer.events.GROUP_JOIN, () => console.log('JOINED'));
    (async () => {
      await consumer.connect();
      await consumer.subscribe({ topics: ['inbox.unread.changed', 'message.sent'], fromBeginning: true });
      await consumer.run({ eachMessage: async () => undefined });
    })();`;
  const child: ChildProcess = spawn(process.execPath, ['-e', script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitFor('the doomed member to join', () => output.includes('JOINED'), 30_000, 50);
  } finally {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
}

describe('a notification instance restarted into a running group', () => {
  const keys = createTestKeys();
  const clients = new LiveClients();
  let kafka: TestKafka;
  let database: TestDatabase;
  let running: RunningService | undefined;
  let producer: KafkaBus;

  const env = () => ({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: '3',
    JWT_PUBLIC_KEY: keys.publicKey,
    KAFKA_BROKERS: kafka.brokers.join(','),
    KAFKA_IDEMPOTENT: 'false',
    KAFKA_MOCK_CLUSTER: String(kafka.mockCluster),
    KAFKA_FETCH_MAX_WAIT_MS: '100',
    SHUTDOWN_GRACE_MS: '1000',
  });

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  // A cluster per test: a member killed (or stopped) mid-join in one test would otherwise hold the
  // group in a rebalance that the next test's members wait out.
  beforeEach(async () => {
    kafka = await kafkaForTests();
    producer = new KafkaBus({
      brokers: kafka.brokers,
      clientId: 'restart-test',
      idempotent: false,
      mockCluster: kafka.mockCluster,
      logger,
    });
    await producer.start();
  }, 30_000);

  afterEach(async () => {
    clients.closeAll();
    await running?.stop();
    running = undefined;
    await producer?.stop();
    await kafka?.stop();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('when an instance is stopped while it still waits to join, then it stops at once', async () => {
    // The join waits out this 30 s session; a stop that waited for the join would take longer.
    await killedMember(kafka.brokers, 30_000);
    const joining = await startService(notificationService, { env: env(), logger, processMetrics: false });
    expect((await readiness(joining.url)).ready).toBe(false);
    // Let its JoinGroup reach the broker, which holds it for the killed member's 30 s: the stop
    // then comes in the middle of the join, the case that used to wait it out.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await readiness(joining.url)).ready).toBe(false);

    const stopping = Date.now();
    await joining.stop();

    expect(Date.now() - stopping).toBeLessThan(10_000);
  }, 60_000);

  it('when it starts while the killed instance still holds its membership, then it serves at once, is not ready until it joins, then pushes events', async () => {
    await killedMember(kafka.brokers, 8_000);
    const started = Date.now();

    running = await startService(notificationService, { env: env(), logger, processMetrics: false });
    const url = running.url;

    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const early = await readiness(url);
    expect(early).toMatchObject({ ready: false, checks: { bus: false } });

    // On the mock cluster the join waits out the group's rebalance timeout (kafkajs' default, 60 s).
    await waitFor('the instance to join its groups', async () => (await readiness(url)).ready, 90_000, 250);
    const browser = await clients.connect(url, { token: keys.sign({ _id: 'ada' }) });
    await publish(producer, unreadChanged('ada', 7));
    await expect(
      browser.waitFor('unreadCountUpdated', (payload) => payload.count === 7, 20_000),
    ).resolves.toEqual({ count: 7, through: 7 });
  }, 150_000);
});
