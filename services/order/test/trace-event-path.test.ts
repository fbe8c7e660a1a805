import { randomUUID } from 'node:crypto';
import { cartService } from '@glow/cart';
import { createEnvelope, type CheckoutAnswer } from '@glow/contracts';
import { notificationService } from '@glow/notification';
import { paymentService } from '@glow/payment';
import { createLogger, inSpan, InProcessBus, withTraceHeaders } from '@glow/service-kit';
import {
  callJson,
  createTestKeys,
  productSnapshot,
  redisTestUrl,
  startServiceForTest,
  startSmtpSink,
  waitFor,
  type ServiceUnderTest,
  type SmtpSink,
} from '@glow/testing';
import { traceInMemory, type TracesInMemory } from '@glow/testing/tracing';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { trace } from '@opentelemetry/api';
import { LiveClients } from '../../notification/test/helpers/live-clients';
import { liveEnv, startDoubles, type Doubles } from '../../payment/test/support/payment-service';
import { orderService } from '../src';
import { nigeria, type Person } from './support/order-service';
import { startUpstreamDoubles, type UpstreamDoubles } from './support/upstream-doubles';

/**
 * The trace across the event path: cart, order, payment and notification in this process on
 * one in-process bus and the real PostgreSQL and Redis, traced into memory. The test is the
 * shopper's browser: its checkout journey (place the order, pay, come back to verify) is the root span.
 */
const keys = createTestKeys();
const logger = createLogger('trace-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const bus = new InProcessBus(logger);
const browsers = new LiveClients();
let traces: TracesInMemory;
let providers: Doubles;
let catalog: UpstreamDoubles;
let smtp: SmtpSink;
let cart: ServiceUnderTest;
let payment: ServiceUnderTest;
let order: ServiceUnderTest;
let notification: ServiceUnderTest;

beforeAll(async () => {
  traces = traceInMemory('trace-test');
  [providers, catalog, smtp] = await Promise.all([startDoubles(), startUpstreamDoubles(), startSmtpSink()]);
  [cart, payment, notification] = await Promise.all([
    startServiceForTest(cartService, { keys, bus }),
    startServiceForTest(paymentService, { keys, bus, env: liveEnv(providers) }),
    startServiceForTest(notificationService, {
      keys,
      bus,
      env: { REDIS_URL: await redisTestUrl(), NOTIFICATION_REDIS_PREFIX: `glow:test:${randomUUID()}` },
    }),
  ]);
  order = await startServiceForTest(orderService, {
    keys,
    bus,
    env: {
      CART_SERVICE_URL: cart.url,
      PAYMENT_SERVICE_URL: payment.url,
      CATALOG_SERVICE_URL: catalog.url,
      SMTP_URL: smtp.url,
      DEFAULT_SHIPPING_PRICE: '2500',
    },
  });
  await bus.start();
}, 120_000);

afterAll(async () => {
  browsers.closeAll();
  await Promise.all([order, cart, payment, notification].map((service) => service?.stop()));
  await bus.stop();
  await Promise.all([providers?.stop(), catalog?.stop(), smtp?.stop()]);
  await traces?.stop();
});

/** A shopper order and cart know of, and a product both know of (their events handled). */
async function shopperAndProduct() {
  const _id = randomUUID();
  const who: Person = {
    _id,
    email: `shopper-${_id}@example.ng`,
    token: keys.sign({ _id, isAdmin: false, tv: 0 }),
  };
  const product = productSnapshot({ name: 'Black soap', price: 3_000 });
  await bus.publish('user.registered', [
    createEnvelope('user', {
      type: 'user.registered',
      key: _id,
      data: { _id, username: `shopper${_id.slice(0, 8)}`, email: who.email, isAdmin: false },
    }),
  ]);
  await bus.publish('catalog.product.upserted', [
    createEnvelope('catalog', { type: 'catalog.product.upserted', key: product._id, data: product }),
  ]);
  return { who, product };
}

/** The browser's call, carrying its trace as an instrumented browser's fetch does. */
async function browserCall<T>(base: string, method: string, path: string, who: Person, body?: unknown) {
  const answer = await fetch(new URL(path, base), {
    method,
    headers: withTraceHeaders({ authorization: `Bearer ${who.token}`, 'content-type': 'application/json' }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as T };
}

const serviceOf = (span: ReadableSpan) => span.resource.attributes['service.name'];

/** Whether `span`'s parents lead up to `root` without a gap (every one of them was exported). */
function descendsFrom(span: ReadableSpan, root: ReadableSpan, spans: ReadableSpan[]): boolean {
  const byId = new Map(spans.map((candidate) => [candidate.spanContext().spanId, candidate]));
  let current: ReadableSpan | undefined = span;
  while (current && current !== root) current = byId.get(current.parentSpanContext?.spanId ?? '');
  return current === root;
}

it('when a shopper checks out and pays, then one trace spans the checkout, payment.succeeded, order.paid and the orderStatusUpdated push to their browser', async () => {
  const { who, product } = await shopperAndProduct();
  const browser = await browsers.connect(notification.url, { token: who.token });
  const added = await callJson(cart.url, 'POST', '/api/cart/add', who, {
    productId: product._id,
    quantity: 2,
  });
  expect(added.status).toBe(200);

  const traceId = await inSpan('shopper checks out', {}, async () => {
    const checkout = await browserCall<CheckoutAnswer>(order.url, 'POST', '/api/orders/checkout', who, {
      shippingDetails: nigeria,
      paymentMethod: 'paystack',
    });
    expect(checkout.status).toBe(201);
    const { tx_ref, amount, currency } = checkout.body.payment;
    await waitFor('payment to expect the checkout', async () => {
      const { rowCount } = await payment.service.ctx.db.pool.query(
        'SELECT 1 FROM payment.expected_payments WHERE tx_ref = $1',
        [tx_ref],
      );
      return rowCount === 1;
    });
    const transactionId = String(9_000_000 + Math.floor(Math.random() * 1_000_000));
    providers.paystack.script({
      txRef: tx_ref,
      transactionId,
      amount: amount.toFixed(2),
      currency,
      scenario: 'success',
    });
    const verified = await browserCall(order.url, 'POST', '/api/orders/verify', who, {
      tx_ref,
      transaction_id: transactionId,
      paymentMethod: 'paystack',
    });
    expect(verified.status).toBe(200);
    return trace.getActiveSpan()!.spanContext().traceId;
  });
  await expect(browser.waitFor('orderStatusUpdated', undefined, 20_000)).resolves.toMatchObject({
    status: 'Processing',
  });

  const named = (name: string, service: string) => () =>
    traces.spans().find((span) => span.name === name && serviceOf(span) === service);
  const spans = {
    root: named('shopper checks out', 'trace-test'),
    checkout: () =>
      traces
        .spans()
        .find(
          (span) => serviceOf(span) === 'order' && span.attributes['url.path'] === '/api/orders/checkout',
        ),
    paymentSucceeded: named('payment.succeeded process', 'order'),
    orderPaid: named('order.paid process', 'notification'),
    statusChanged: named('order.status.changed process', 'notification'),
    push: named('orderStatusUpdated push', 'notification'),
  };
  await waitFor(
    'every span of the path to end',
    async () => Object.values(spans).every((find) => find()),
    20_000,
  );
  const all = traces.spans().filter((span) => span.spanContext().traceId === traceId);
  for (const [step, find] of Object.entries(spans)) {
    const span = find()!;
    expect({ step, traceId: span.spanContext().traceId }).toEqual({ step, traceId });
    expect({ step, reachesRoot: descendsFrom(span, spans.root()!, all) }).toEqual({
      step,
      reachesRoot: true,
    });
  }
}, 120_000);
