import { createRequire } from 'node:module';
import { KafkaBus, patchedKafkajsVersion } from '@glow/service-kit';
import { kafkaForTests, type TestKafka } from '@glow/testing';
import { Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';

const load = createRequire(require.resolve('kafkajs'));
const requestQueue = load('./src/network/requestQueue') as { prototype: { checkPendingRequests(): void } };

let kafka: TestKafka;
let producer: Producer;

beforeAll(async () => {
  kafka = await kafkaForTests();
  // Importing the bus applies the fix.
  expect(KafkaBus).toBeDefined();
  producer = new Kafka({
    brokers: kafka.brokers,
    clientId: 'idle-loop-test',
    logLevel: logLevel.NOTHING,
  }).producer({
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
});

afterAll(async () => {
  await producer.disconnect();
  await kafka.stop();
});

test('the kafkajs installed is the one the idle-loop fix was written for (look at the fix again when it changes)', () => {
  const { version } = load('./package.json') as { version: string };
  expect(version).toBe(patchedKafkajsVersion);
});

test('an idle connection after an answered request leaves its request queue alone', async () => {
  await producer.send({ topic: 'idle-loop-test', messages: [{ value: 'one' }] });
  const checks = jest.spyOn(requestQueue.prototype, 'checkPendingRequests');
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // kafkajs 2.2.4 as released checks thousands of times a second here, on every connection.
    expect(checks.mock.calls.length).toBeLessThan(20);
    // Requests still go out and are answered.
    await producer.send({ topic: 'idle-loop-test', messages: [{ value: 'two' }] });
    expect(checks).toHaveBeenCalled();
  } finally {
    checks.mockRestore();
  }
});
