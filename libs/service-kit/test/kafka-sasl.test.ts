import { createEnvelope } from '@glow/contracts';
import { ConfigError, createBus, createLogger, type EventBus } from '@glow/service-kit';
import { startMockKafka, type TestKafka } from '@glow/testing';

const logger = createLogger('kafka-sasl-test', 'silent');
const settings = (kafka: TestKafka) => ({
  KAFKA_BROKERS: kafka.brokers.join(','),
  // The mock cluster has no controller for idempotent producers.
  KAFKA_IDEMPOTENT: false,
  KAFKA_MOCK_CLUSTER: kafka.mockCluster,
  KAFKA_FETCH_MAX_WAIT_MS: 100,
});
const unread = () =>
  createEnvelope('messaging', {
    type: 'inbox.unread.changed',
    key: 'u-1',
    data: { userId: 'u-1', count: 1, through: 1 },
  });

let kafka: TestKafka;
const buses: EventBus[] = [];

beforeAll(async () => {
  kafka = await startMockKafka();
});
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.stop().catch(() => undefined)));
  await kafka?.stop();
});

describe('signing in to Kafka (KAFKA_SASL_*)', () => {
  it('when a mechanism is set without a user or a password, then the service refuses to start and names them', () => {
    expect(() =>
      createBus(
        'order',
        { ...settings(kafka), KAFKA_SASL_MECHANISM: 'scram-sha-512', KAFKA_SASL_USERNAME: 'order' },
        logger,
      ),
    ).toThrow(
      new ConfigError(
        'Invalid configuration: KAFKA_SASL_MECHANISM=scram-sha-512 needs KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD',
      ),
    );
  });

  it('when a sign-in is set, then the client opens every connection with it (the mock cluster, which has no SASL, refuses it) and publishes without it', async () => {
    const plain = createBus('order', settings(kafka), logger);
    const signed = createBus(
      'order',
      {
        ...settings(kafka),
        KAFKA_SASL_MECHANISM: 'plain',
        KAFKA_SASL_USERNAME: 'order',
        KAFKA_SASL_PASSWORD: 'secret',
      },
      logger,
    );
    buses.push(plain, signed);

    await plain.start();
    await expect(plain.publish('inbox.unread.changed', [unread()])).resolves.toBeUndefined();
    await expect(signed.start()).rejects.toThrow(/does not support the requested API version/);
    expect(await signed.isReady()).toBe(false);
  });
});
