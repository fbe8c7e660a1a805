import { Writable } from 'node:stream';
import { createEnvelope, type Topic } from '@glow/contracts';
import { createLogger, InProcessBus, ServiceMetrics, type RetryPolicy } from '@glow/service-kit';
import { productSnapshot } from '@glow/testing';

const fastRetry: RetryPolicy = { attempts: 2, initialDelayMs: 5, maxDelayMs: 20 };

interface LogLine {
  level: number;
  msg: string;
  topic?: string;
  group?: string;
  eventId?: string;
  reason?: string;
}

function capturedLogs() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as LogLine);
      done();
    },
  });
  return { lines, logger: createLogger('money-dead-letters-test', 'info', stream) };
}

const paymentSucceeded = (txRef: string) =>
  createEnvelope('payment', {
    type: 'payment.succeeded',
    key: txRef,
    data: { tx_ref: txRef, provider: 'flutterwave', transactionId: 'flw-1', amount: 4500, currency: 'NGN' },
  });

const productUpserted = () => {
  const product = productSnapshot();
  return createEnvelope('catalog', { type: 'catalog.product.upserted', key: product._id, data: product });
};

describe('dead letters of money topics', () => {
  let bus: InProcessBus;
  let metrics: ServiceMetrics;
  let logs: LogLine[];

  beforeEach(() => {
    const captured = capturedLogs();
    logs = captured.lines;
    bus = new InProcessBus(captured.logger, fastRetry);
    metrics = new ServiceMetrics('test', false);
  });

  afterEach(() => bus.stop());

  const subscribeFailing = (group: string, topic: Topic) =>
    bus.subscribe({
      group,
      topics: [topic],
      handler: async () => {
        throw new Error('cannot apply this event');
      },
      observer: metrics.consumerObserver(),
    });

  const counted = async (name: string) =>
    ((await metrics.registry.getSingleMetric(name)?.get())?.values ?? []).map(({ labels, value }) => ({
      labels,
      value,
    }));

  it('when a payment.succeeded handler keeps failing, then the dead letter is counted and logged as an error naming it', async () => {
    await subscribeFailing('order', 'payment.succeeded');
    await bus.start();
    const event = paymentSucceeded('tx-money-1');

    await bus.publish('payment.succeeded', [event]);

    expect(bus.deadLetters).toHaveLength(1);
    expect(await counted('money_events_dead_lettered_total')).toEqual([
      { labels: { topic: 'payment.succeeded', group: 'order' }, value: 1 },
    ]);
    expect(await counted('events_failed_total')).toEqual([
      { labels: { topic: 'payment.succeeded' }, value: 1 },
    ]);
    expect(logs.filter((line) => line.level === 50)).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(/^money event dead-lettered/),
        topic: 'payment.succeeded',
        group: 'order',
        eventId: event.id,
        reason: 'handler failed 2 times: cannot apply this event',
      }),
    ]);
  });

  it('when an order.created event is invalid, then its dead letter is counted as money too', async () => {
    await subscribeFailing('payment', 'order.created');
    await bus.start();
    const invalid = createEnvelope('order', {
      type: 'order.created',
      key: 'o-1',
      data: { orderId: 'o-1' } as never,
    });

    await bus.publish('order.created', [invalid]);

    expect(await counted('money_events_dead_lettered_total')).toEqual([
      { labels: { topic: 'order.created', group: 'payment' }, value: 1 },
    ]);
  });

  it('when a catalog.product.upserted handler keeps failing, then it is dead-lettered with a warning and the money counter stays still', async () => {
    await subscribeFailing('cart', 'catalog.product.upserted');
    await bus.start();

    await bus.publish('catalog.product.upserted', [productUpserted()]);

    expect(bus.deadLetters).toHaveLength(1);
    expect(await counted('events_failed_total')).toEqual([
      { labels: { topic: 'catalog.product.upserted' }, value: 1 },
    ]);
    expect(await counted('money_events_dead_lettered_total')).toEqual([]);
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
    expect(logs).toContainEqual(expect.objectContaining({ level: 40, msg: 'event dead-lettered' }));
  });
});
