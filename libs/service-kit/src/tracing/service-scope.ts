import { context, createContextKey, trace, type Context } from '@opentelemetry/api';

/**
 * Which service a piece of work belongs to, kept in the trace context. In the embedded runner every
 * service shares one process and one tracer provider; spans take their `service.name` from here
 * (see per-service-resources.ts). Costs nothing while tracing is off: the API's no-op context
 * manager keeps no context.
 */
const serviceKey = createContextKey('glow.service');

/** The service each span belongs to, kept beside the span (the SDK's spans are read-only once started). */
const spanServices = new WeakMap<object, string>();

/**
 * Runs `work` as the named service's. The span open at the moment becomes its too: the kafkajs
 * instrumentation opens a consumer's span before any service code runs.
 */
export function inService<T>(service: string, work: () => T): T {
  const active = context.active();
  const span = trace.getSpan(active);
  if (span && !spanServices.has(span)) spanServices.set(span, service);
  return context.with(active.setValue(serviceKey, service), work);
}

/** The service a span started in `parent` belongs to. */
export function serviceOf(parent: Context): string | undefined {
  return parent.getValue(serviceKey) as string | undefined;
}

export function assignService(span: object, service: string): void {
  spanServices.set(span, service);
}

export function spanService(span: object): string | undefined {
  return spanServices.get(span);
}
