import { spawn } from 'node:child_process';
import { Kafka, logLevel } from 'kafkajs';
import { portOpen } from './engines';

export interface TestKafka {
  brokers: string[];
  /** The mock cluster's process (kcat), when this started one: a bench can stall it (SIGSTOP). */
  pid?: number;
  /**
   * The brokers are librdkafka's mock cluster: give a bus on them `mockCluster` (a service
   * `KAFKA_MOCK_CLUSTER`), so group leaders wait out the mock's SyncGroup race.
   */
  mockCluster: boolean;
  stop(): Promise<void>;
}

const howToGetKafka =
  "No Kafka for the tests: install kcat to run librdkafka's mock cluster (apt-get install -y kcat), " +
  'start a broker on 127.0.0.1:9092, or set KAFKA_BROKERS=host:port[,host:port].';

/**
 * librdkafka's in-memory Kafka; it lives as long as this kcat, which also exits when its stdin closes.
 * Its addresses come in the notice it always prints ("Mock cluster enabled: … replaced with
 * HOST:PORT,…"); without `-d mock` it does not also log every request, which cost a busy test
 * stack as much CPU as the requests.
 */
export function startMockKafka(timeoutMs = 10_000): Promise<TestKafka> {
  const kcat = spawn('kcat', ['-P', '-b', 'unused:9092', '-t', 'boot', '-X', 'test.mock.num.brokers=3'], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  const killOnExit = () => kcat.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => kcat.once('exit', () => resolve()));
  // kcat ignores SIGTERM while it blocks reading stdin; closing stdin ends it at once.
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (kcat.exitCode !== null || kcat.signalCode !== null) return;
    kcat.stdin.end();
    const stubborn = setTimeout(() => kcat.kill('SIGKILL'), 2_000);
    await exited;
    clearTimeout(stubborn);
  };

  return new Promise((resolve, reject) => {
    let log = '';
    let ready = false;
    const fail = (reason: string) => {
      clearTimeout(timer);
      void stop();
      reject(new Error(`${reason}. ${howToGetKafka}`));
    };
    const timer = setTimeout(
      () => fail(`kcat printed no mock cluster addresses within ${timeoutMs} ms: ${log.slice(-500)}`),
      timeoutMs,
    );
    kcat.once('error', (error) => fail(`could not start kcat (${error.message})`));
    kcat.once('exit', (code) => ready || fail(`kcat exited with ${code}: ${log.slice(-500)}`));
    kcat.stdin.on('error', () => undefined);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /Mock cluster enabled: .* replaced with (\S+)/.exec(log);
      if (!match?.[1]) return;
      ready = true;
      clearTimeout(timer);
      kcat.stderr.removeListener('data', onData);
      // Keep draining what kcat still logs (errors) so it never blocks on a full pipe.
      kcat.stderr.resume();
      resolve({ brokers: match[1].split(','), pid: kcat.pid, mockCluster: true, stop });
    };
    kcat.stderr.on('data', onData);
  });
}

/**
 * Kafka for tests, in this order: KAFKA_BROKERS (a mock cluster started elsewhere when
 * KAFKA_MOCK_CLUSTER=true), a broker on 127.0.0.1:9092, librdkafka's mock cluster via kcat.
 */
export async function kafkaForTests(): Promise<TestKafka> {
  const configured = (process.env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  const stop = async () => undefined;
  if (configured.length > 0)
    return { brokers: configured, mockCluster: process.env.KAFKA_MOCK_CLUSTER === 'true', stop };
  if (await portOpen('127.0.0.1', 9092)) return { brokers: ['127.0.0.1:9092'], mockCluster: false, stop };
  return startMockKafka();
}

/** How far consumer groups are behind, through one admin connection kept open until `close`. */
export interface ConsumerLagProbe {
  /**
   * Messages of these topics that the group has not yet committed past (its lag), summed over
   * partitions; a group that never committed lags by everything. For tests that wait until a
   * consumer has handled what was published, whatever its handler writes.
   */
  of(group: string, topics: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

export async function consumerLagProbe(brokers: string[]): Promise<ConsumerLagProbe> {
  const admin = new Kafka({
    brokers,
    clientId: 'test-consumer-lag',
    logLevel: logLevel.NOTHING,
    // A look that fails is looked again by the caller's wait: no long retries inside one.
    retry: { retries: 1 },
  }).admin();
  await admin.connect();
  return {
    async of(group, topics) {
      const existing = new Set(await admin.listTopics());
      const present = topics.filter((topic) => existing.has(topic));
      const committed = await admin.fetchOffsets({ groupId: group, topics: present });
      let lag = 0;
      for (const topic of present) {
        const ends = await admin.fetchTopicOffsets(topic);
        const commits = committed.find((entry) => entry.topic === topic)?.partitions ?? [];
        for (const end of ends) {
          const offset = Number(commits.find((p) => p.partition === end.partition)?.offset ?? -1);
          lag += Number(end.high) - (offset < 0 ? Number(end.low) : offset);
        }
      }
      return lag;
    },
    close: () => admin.disconnect(),
  };
}
