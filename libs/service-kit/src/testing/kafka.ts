import { spawn } from 'node:child_process';
import { portOpen } from './engines';

export interface TestKafka {
  brokers: string[];
  /** The mock cluster's process (kcat), when this started one: a bench can stall it (SIGSTOP). */
  pid?: number;
  stop(): Promise<void>;
}

const howToGetKafka =
  "No Kafka for the tests: install kcat to run librdkafka's mock cluster (apt-get install -y kcat), " +
  'start a broker on 127.0.0.1:9092, or set KAFKA_BROKERS=host:port[,host:port].';

/** librdkafka's in-memory Kafka; it lives as long as this kcat, which also exits when its stdin closes. */
export function startMockKafka(timeoutMs = 10_000): Promise<TestKafka> {
  const kcat = spawn(
    'kcat',
    ['-P', '-b', 'unused:9092', '-t', 'boot', '-X', 'test.mock.num.brokers=3', '-d', 'mock'],
    {
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
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
      () => fail(`kcat printed no bootstrap.servers within ${timeoutMs} ms: ${log.slice(-500)}`),
      timeoutMs,
    );
    kcat.once('error', (error) => fail(`could not start kcat (${error.message})`));
    kcat.once('exit', (code) => ready || fail(`kcat exited with ${code}: ${log.slice(-500)}`));
    kcat.stdin.on('error', () => undefined);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /bootstrap\.servers=(\S+)/.exec(log);
      if (!match?.[1]) return;
      ready = true;
      clearTimeout(timer);
      kcat.stderr.removeListener('data', onData);
      // The mock logs every request at debug level; keep draining it so kcat never blocks on a full pipe.
      kcat.stderr.resume();
      resolve({ brokers: match[1].split(','), pid: kcat.pid, stop });
    };
    kcat.stderr.on('data', onData);
  });
}

/** Kafka for tests, in this order: KAFKA_BROKERS, a broker on 127.0.0.1:9092, librdkafka's mock cluster via kcat. */
export async function kafkaForTests(): Promise<TestKafka> {
  const configured = (process.env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (configured.length > 0) return { brokers: configured, stop: async () => undefined };
  if (await portOpen('127.0.0.1', 9092)) return { brokers: ['127.0.0.1:9092'], stop: async () => undefined };
  return startMockKafka();
}
