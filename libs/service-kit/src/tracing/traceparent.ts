import { context, propagation, type Context } from '@opentelemetry/api';

/**
 * The W3C `traceparent` of the active context, kept with an event (the outbox row, Kafka headers)
 * so its consumer continues the trace. Undefined while tracing is off (no propagator registered).
 */
export function activeTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The active context continued from a kept `traceparent` (unchanged when there is none). */
export function contextOfTraceparent(traceparent: string | null | undefined): Context {
  const active = context.active();
  return traceparent ? propagation.extract(active, { traceparent }) : active;
}

/**
 * Adds the trace headers to an outgoing call made with `fetch`, which the http instrumentation
 * does not see (it patches `node:http`, and fetch is undici's).
 */
export function withTraceHeaders(headers: Record<string, string>): Record<string, string> {
  propagation.inject(context.active(), headers);
  return headers;
}
