import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { inService } from './service-scope';
import { carryingUnsampled, isSampled, validTraceparent } from './traceparent';
import { isTracing } from './tracing-state';

const tracer = trace.getTracer('@glow/service-kit');

/** Probes answer the orchestrator every few seconds: a trace each would bury the shoppers' ones. */
const probePaths = new Set(['/healthz', '/readyz', '/metrics', '/health']);

const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?')[0]!;

/** The route Express matched (`/api/products/:id`), once it has: Express keeps it on the request. */
function routeOf(req: IncomingMessage): string | undefined {
  const { route, baseUrl } = req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };
  return typeof route?.path === 'string' ? `${baseUrl ?? ''}${route.path}` : undefined;
}

function endWith(span: Span, req: IncomingMessage, res: ServerResponse): void {
  const route = routeOf(req);
  if (route) span.updateName(`${req.method} ${route}`).setAttribute('http.route', route);
  span.setAttribute('http.response.status_code', res.statusCode);
  if (!res.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR, message: 'client went away' });
  else if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

function serveInSpan(req: IncomingMessage, res: ServerResponse, listener: RequestListener): void {
  const traceparent = validTraceparent(req.headers.traceparent);
  const service = context.active();
  if (traceparent && !isSampled(traceparent))
    return context.with(carryingUnsampled(service, traceparent), () => listener(req, res));
  const parent = traceparent ? propagation.extract(service, { traceparent }) : service;
  const span = tracer.startSpan(
    req.method ?? 'HTTP',
    {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': req.method, 'url.path': pathOf(req), 'url.scheme': 'http' },
    },
    parent,
  );
  if (!span.isRecording()) {
    const { traceId, spanId } = span.spanContext();
    return context.with(carryingUnsampled(service, `00-${traceId}-${spanId}-00`), () => listener(req, res));
  }
  res.once('close', () => endWith(span, req, res));
  context.with(trace.setSpan(parent, span), () => listener(req, res));
}

/**
 * The request listener of a service (or the gateway), traced: each request is the service's own,
 * in a server span continuing the caller's `traceparent`. The kit opens this span itself instead
 * of the http instrumentation's incoming side, which costs every request (sampled or not) its
 * attributes and a context bound to both streams; here a request the sampler leaves out only
 * carries its traceparent along. With tracing off, the listener as it is.
 */
export function traceRequests(service: string, listener: RequestListener): RequestListener {
  return (req, res) => {
    if (!isTracing()) return listener(req, res);
    inService(service, () =>
      probePaths.has(pathOf(req)) ? listener(req, res) : serveInSpan(req, res, listener),
    );
  };
}
