import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { createEnvelope, type EventEnvelope } from '@glow/contracts';
import { createLogger, KafkaBus } from '@glow/service-kit';
import { startMockKafka, waitFor, type TestKafka } from '@glow/testing';
import type { Consumer } from 'kafkajs';

const logger = createLogger('kafka-group-restarts-test', process.env.LOG_LEVEL ?? 'silent');
const topic = 'inbox.unread.changed';
/** Short, so that a killed member's session (and each of the mock's rebalances) ends soon. */
const sessionTimeoutMs = 6_000;
/**
 * The mock coordinator waits `session - 1 s` in every rebalance; the killed member may be elected
 * once more before its session ends (one more rebalance), and a lost SyncGroup race costs a rebuild
 * and another: three rebalances, plus slack for a loaded 2-core machine.
 */
const rejoinBoundMs = 3 * sessionTimeoutMs + 10_000;

let kafka: TestKafka;
const cleanups: (() => Promise<unknown>)[] = [];

beforeEach(async () => {
  kafka = await startMockKafka();
});

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup().catch(() => undefined)));
  await kafka.stop();
});

/** A bus that notes when its consumers joined their group, to compare with what isReady said. */
class WatchedBus extends KafkaBus {
  readonly joins: number[] = [];

  protected override createConsumer(group: string): Consumer {
    const consumer = super.createConsumer(group);
    consumer.on(consumer.events.GROUP_JOIN, () => void this.joins.push(Date.now()));
    return consumer;
  }
}

function newBus(name: string): WatchedBus {
  const bus = new WatchedBus({
    brokers: kafka.brokers,
    clientId: name,
    idempotent: false,
    mockCluster: kafka.mockCluster,
    logger,
    sessionTimeoutMs,
    fetchMaxWaitMs: 100,
  });
  cleanups.push(() => bus.stop());
  return bus;
}

/** Every handled event id, with who handled it. */
function handledBy() {
  const seen = new Map<string, string[]>();
  return {
    handler: (name: string) => async (event: EventEnvelope) =>
      void seen.set(event.id, [...(seen.get(event.id) ?? []), name]),
    times: (id: string) => seen.get(id)?.length ?? 0,
    by: (name: string) => [...seen.values()].filter((names) => names.includes(name)).length,
  };
}

const unread = (count: number) =>
  createEnvelope('test', { type: topic, key: randomUUID(), data: { userId: 'u1', count, through: count } });

/** Samples isReady every 200 ms, with the time of each answer. */
function sampleReadiness(bus: KafkaBus) {
  const samples: { at: number; ready: boolean }[] = [];
  const timer = setInterval(() => {
    void bus.isReady().then((ready) => samples.push({ at: Date.now(), ready }));
  }, 200);
  cleanups.push(async () => clearInterval(timer));
  return samples;
}

/** A member of `group` in its own process, killed with SIGKILL once it holds partitions. */
async function killedMember(group: string): Promise<void> {
  // A follower can lose the mock's SyncGroup race too: it starts a new consumer until one joins.
  const script = `
    const { Kafka, logLevel } = require('kafkajs');
    const kafka = new Kafka({ clientId: 'doomed', brokers: ${JSON.stringify(kafka.brokers)}, logLevel: logLevel.NOTHING });
    const begin = () => {
      const consumer = kafka.consumer({ groupId: '${group}', sessionTimeout: ${sessionTimeoutMs}, heartbeatInterval: 1000, maxWaitTimeInMs: 100 });
      consumer.on(consumer.events.GROUP_JOIN, () => console.log('JOINED'));
      consumer.on(consumer.events.CRASH, ({ payload }) => payload.restart || setTimeout(begin, 500));
      void consumer.connect()
        .then(() => consumer.subscribe({ topics: ['${topic}'] }))
        .then(() => consumer.run({ eachMessage: async () => undefined }));
    };
    begin();`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitFor('the doomed member to join', () => output.includes('JOINED'), 30_000, 50);
  } finally {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
}

describe('a Kafka consumer group whose member is killed, or whose cluster stalls', () => {
  it('when a member is killed without leaving and a new one starts at once, then the group consumes every later event (none lost), and the newcomer is ready only once it has joined', async () => {
    const group = `notification-${randomUUID().slice(0, 8)}`;
    const handled = handledBy();
    const [survivor, publisher] = [newBus('survivor'), newBus('publisher')];
    await survivor.subscribe({ group, topics: [topic], handler: handled.handler('survivor') });
    await Promise.all([survivor.start(), publisher.start()]);
    await killedMember(group);
    const killedAt = Date.now();

    const newcomer = newBus('newcomer');
    await newcomer.subscribe({ group, topics: [topic], handler: handled.handler('newcomer') });
    const readiness = sampleReadiness(newcomer);
    void newcomer.start().catch(() => undefined);
    const sent: EventEnvelope[] = [];
    const publishing = setInterval(() => {
      const events = Array.from({ length: 4 }, () => unread(sent.length));
      sent.push(...events);
      void publisher.publish(topic, events);
    }, 250);
    cleanups.push(async () => clearInterval(publishing));

    await waitFor('the newcomer to take events', () => handled.by('newcomer') > 0, rejoinBoundMs, 100);
    const rejoinedAfterMs = Date.now() - killedAt;
    await waitFor('the newcomer to be ready', () => newcomer.isReady(), 5_000, 100);
    clearInterval(publishing);
    // None lost. At least once, not exactly: a rebalance may hand a partition over before its offsets
    // were committed, so an event can come twice (the services' ledger, `consumeOnce`, applies it once).
    await waitFor('every event', () => sent.every((event) => handled.times(event.id) > 0), 15_000, 100);

    logger.info({ rejoinedAfterMs }, 'the newcomer consumes');
    expect(sent.filter((event) => handled.times(event.id) === 0)).toEqual([]);
    const firstJoin = newcomer.joins[0]!;
    expect(readiness.filter((sample) => sample.ready && sample.at < firstJoin)).toEqual([]);
    expect(readiness.some((sample) => !sample.ready)).toBe(true);
  }, 60_000);

  it('when the cluster stalls for 20 s, longer than the session, then readiness stays false until the members rejoin and events published after it are consumed', async () => {
    const group = `notification-${randomUUID().slice(0, 8)}`;
    const handled = handledBy();
    const [first, second, publisher] = [newBus('first'), newBus('second'), newBus('publisher')];
    await first.subscribe({ group, topics: [topic], handler: handled.handler('first') });
    await second.subscribe({ group, topics: [topic], handler: handled.handler('second') });
    await publisher.start();
    await Promise.all([first.start(), second.start()]);
    await waitFor('both members ready', async () => (await first.isReady()) && second.isReady(), 20_000, 100);
    const readiness = sampleReadiness(first);

    process.kill(kafka.pid!, 'SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    process.kill(kafka.pid!, 'SIGCONT');
    const resumedAt = Date.now();
    const joinsBefore = first.joins.length;
    const sent = Array.from({ length: 40 }, (_, count) => unread(count));
    await publisher.publish(topic, sent);

    await waitFor(
      'every event after the stall',
      () => sent.every((event) => handled.times(event.id) > 0),
      rejoinBoundMs,
      100,
    );
    await waitFor('the member to be ready again', () => first.isReady(), 5_000, 100);
    expect(sent.filter((event) => handled.times(event.id) === 0)).toEqual([]);
    const rejoinedAt = first.joins[joinsBefore];
    expect(rejoinedAt).toBeDefined();
    expect(
      readiness.filter((sample) => sample.ready && sample.at > resumedAt && sample.at < rejoinedAt!),
    ).toEqual([]);
  }, 60_000);
});
