import { traceInMemory, type TracesInMemory } from '@glow/testing/tracing';
import type { RunningGateway } from '../src/server';
import { startTestGateway } from './support/gateway';
import {
  closeUpstreams,
  startEchoUpstreams,
  urlsOf,
  type EchoAnswer,
  type Upstreams,
} from './support/upstreams';

// The lean path hands the service its headers as a list (hop-by-hop.ts): the trace context in it
// must be the gateway's own span, once, in place of the caller's.
const traceId = '0af7651916cd43dd8448eb211c80319c';
const callerSpanId = 'b7ad6b7169203331';

let traces: TracesInMemory;
let upstreams: Upstreams;
let gateway: RunningGateway;

beforeAll(async () => {
  traces = traceInMemory('gateway-test');
  upstreams = await startEchoUpstreams();
  gateway = await startTestGateway(urlsOf(upstreams));
});

afterAll(async () => {
  await gateway?.stop();
  if (upstreams) await closeUpstreams(upstreams);
  await traces?.stop();
});

const seenBy = async (traceparent: string) => {
  const response = await fetch(`${gateway.url}/api/products/1`, { headers: { traceparent } });
  return ((await response.json()) as EchoAnswer).headers;
};

it('when a request continues a sampled trace, then the service gets the gateway’s span as its parent, once', async () => {
  const headers = await seenBy(`00-${traceId}-${callerSpanId}-01`);

  const gatewaySpan = traces.spans().find((span) => span.parentSpanContext?.spanId === callerSpanId);
  expect(gatewaySpan?.spanContext().traceId).toBe(traceId);
  expect(headers.traceparent).toBe(`00-${traceId}-${gatewaySpan!.spanContext().spanId}-01`);
});

it('when the caller’s trace was left out by its sampler, then the service is told so, unchanged', async () => {
  const unsampled = `00-${traceId}-${callerSpanId}-00`;

  expect((await seenBy(unsampled)).traceparent).toBe(unsampled);
});
