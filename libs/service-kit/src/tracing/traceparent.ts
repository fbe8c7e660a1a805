import { context, createContextKey, propagation, trace, type Context } from '@opentelemetry/api';

/**
 * A trace the sampler left out, carried as its traceparent alone: no span is open, so the
 * instrumentations (which trace only under a parent) skip the work entirely, yet every call and
 * event it makes still tells the next service "not sampled". At 10 % sampling, nine requests in ten.
 */
const unsampledKey = createContextKey('glow.unsampled-traceparent');

const traceparentPattern = /^00-(?!0{32})[0-9a-f]{32}-(?!0{16})[0-9a-f]{16}-[0-9a-f]{2}$/;

export const isSampled = (traceparent: string) => (parseInt(traceparent.slice(-2), 16) & 1) === 1;

/** A well-formed W3C traceparent (version 00), else undefined. */
export function validTraceparent(value: unknown): string | undefined {
  return typeof value === 'string' && traceparentPattern.test(value) ? value : undefined;
}

export function carryingUnsampled(base: Context, traceparent: string): Context {
  return base.setValue(unsampledKey, traceparent);
}

export function carriedUnsampled(active: Context = context.active()): string | undefined {
  return active.getValue(unsampledKey) as string | undefined;
}

/**
 * The W3C `traceparent` of the work in progress, kept with an event (the outbox row, Kafka headers)
 * so its consumer continues the trace. Undefined while tracing is off (no propagator registered).
 */
export function activeTraceparent(): string | undefined {
  const active = context.active();
  if (!trace.getSpan(active)) return carriedUnsampled(active);
  const carrier: Record<string, string> = {};
  propagation.inject(active, carrier);
  return carrier.traceparent;
}

/** The active context continued from a kept `traceparent` (unchanged when there is none). */
export function contextOfTraceparent(traceparent: string | null | undefined): Context {
  const active = context.active();
  return traceparent ? propagation.extract(active, { traceparent }) : active;
}

/**
 * Adds the trace to an outgoing call's headers (a fresh object the caller built) and answers them.
 * The http instrumentation traces calls only inside a sampled span (and not `fetch`, which is
 * undici's): an unsampled trace goes on this way.
 */
export function withTraceHeaders<H extends Record<string, unknown>>(headers: H): H {
  const traceparent = activeTraceparent();
  if (traceparent) Object.assign(headers, { traceparent });
  return headers;
}
