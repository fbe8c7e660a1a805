import { createHash, randomBytes } from 'node:crypto';
import type { Cart } from '@glow/contracts';
import { waitFor } from '@glow/testing';
import { startCart, type CartUnderTest, type Shopper } from '../../services/cart/test/support/cart-service';
import { startGatewayProcess, type GatewayProcess } from './support/gateway-process';
import { spanKind, startOtlpReceiver, type OtlpReceiver } from './support/otlp-receiver';
import {
  closeUpstreams,
  startEchoUpstreams,
  urlsOf,
  type EchoAnswer,
  type Upstreams,
} from './support/upstreams';

/**
 * The gateway with tracing on as deployed (OTEL_EXPORTER_OTLP_ENDPOINT, the real SDK, exporter
 * and http instrumentation, in a process of its own), exporting to a stand-in collector. The
 * instrumentation copies a traced call's headers with `Object.assign({}, headers)`: a header list
 * reached the service as headers named "0", "1", …, without its content type or token.
 */
let receiver: OtlpReceiver;
let upstreams: Upstreams;
let cart: CartUnderTest;
let gateway: GatewayProcess;

beforeAll(async () => {
  [receiver, upstreams, cart] = await Promise.all([startOtlpReceiver(), startEchoUpstreams(), startCart()]);
  gateway = await startGatewayProcess(
    { ...urlsOf(upstreams), cart: cart.running.url },
    {
      JWT_PUBLIC_KEY: cart.running.keys.publicKey,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '50',
    },
  );
}, 90_000);

afterAll(async () => {
  await gateway?.stop();
  await Promise.all([cart?.stop(), upstreams && closeUpstreams(upstreams), receiver?.close()]);
});

/** A caller's trace of its own, so the gateway's spans of one request can be told apart. */
const newTrace = () => ({
  traceId: randomBytes(16).toString('hex'),
  callerSpanId: randomBytes(8).toString('hex'),
});

async function send<T>(path: string, who: Shopper, traceparent: string, body?: unknown) {
  const response = await fetch(`${gateway.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}`, traceparent },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The gateway's span of its call to the service, once exported: the http instrumentation's. */
const callOut = (traceId: string) =>
  waitFor(
    `the gateway's client span of trace ${traceId}`,
    () =>
      receiver
        .spans()
        .find(
          (span) => span.service === 'gateway' && span.kind === spanKind.client && span.traceId === traceId,
        ),
    10_000,
  );

it('when a shopper adds to their cart through the traced gateway, then the cart gets the JSON body and the token, and answers their cart', async () => {
  const product = await cart.upsertProduct();
  const shopper = cart.shopper();
  const adding = newTrace();
  const reading = newTrace();

  const added = await send<Cart>('/api/cart/add', shopper, `00-${adding.traceId}-${adding.callerSpanId}-01`, {
    productId: product._id,
    quantity: 2,
  });
  const read = await send<Cart>('/api/cart', shopper, `00-${reading.traceId}-${reading.callerSpanId}-01`);

  expect({ status: added.status, lines: added.body }).toMatchObject({
    status: 200,
    lines: [{ product: { _id: product._id }, quantity: 2 }],
  });
  expect({ status: read.status, lines: read.body }).toEqual({ status: 200, lines: added.body });
  // Both calls went through the instrumentation: the case that lost the headers.
  await callOut(adding.traceId);
  await callOut(reading.traceId);
}, 30_000);

it('when a traced request is forwarded, then the service sees the client’s headers by name, its body, and the gateway’s call as its parent', async () => {
  const shopper = cart.shopper();
  const { traceId, callerSpanId } = newTrace();
  const body = { name: 'Ada', email: 'ada@example.ng', message: 'Is the shea butter unrefined?' };
  const text = JSON.stringify(body);

  const { status, body: seen } = await send<EchoAnswer>(
    '/api/contact',
    shopper,
    `00-${traceId}-${callerSpanId}-01`,
    body,
  );

  expect(status).toBe(200);
  const call = await callOut(traceId);
  expect(seen.headers).toMatchObject({
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    authorization: `Bearer ${shopper.token}`,
    'x-forwarded-for': '127.0.0.1',
    traceparent: `00-${traceId}-${call.spanId}-01`,
  });
  expect(Object.keys(seen.headers).filter((name) => /^\d+$/.test(name))).toEqual([]);
  expect(seen.bodySha256).toBe(createHash('sha256').update(text).digest('hex'));
}, 30_000);

it('when the caller’s trace was left out by its sampler, then the call goes untraced and the service still sees every header', async () => {
  const shopper = cart.shopper();
  const { traceId, callerSpanId } = newTrace();
  const unsampled = `00-${traceId}-${callerSpanId}-00`;

  const { status, body: seen } = await send<EchoAnswer>('/api/contact', shopper, unsampled, {
    message: 'hi',
  });

  expect(status).toBe(200);
  expect(seen.headers).toMatchObject({
    'content-type': 'application/json',
    authorization: `Bearer ${shopper.token}`,
    traceparent: unsampled,
  });
}, 30_000);
