import type { Instrumentation } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { callOutIsTraced } from '../http/header-list';

const instrumentations: Record<string, () => Instrumentation> = {
  // A call out of a request the sampler left out carries its traceparent already (withTraceHeaders).
  http: () =>
    new HttpInstrumentation({
      disableIncomingRequestInstrumentation: true,
      ignoreOutgoingRequestHook: () => !callOutIsTraced(),
    }),
  // Middleware layers would make a span per helmet, compression, body parser…
  express: () => new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
  pg: () => new PgInstrumentation({ requireParentSpan: true }),
  kafkajs: () => new KafkaJsInstrumentation(),
  ioredis: () => new IORedisInstrumentation({ requireParentSpan: true }),
};

/** Express's patch works out each layer's route on every request, traced or not: asked for only. */
const byDefault = ['http', 'pg', 'kafkajs', 'ioredis'];

const listed = (value: string | undefined) =>
  value === undefined ? undefined : value.split(',').map((name) => name.trim());

/**
 * The libraries whose calls become spans, each only inside a sampled trace's span (a request the
 * sampler leaves out opens none: see server-spans.ts), so they cost those requests next to nothing,
 * and the outbox relay, the retention purge and other pollers start no trace per poll. Incoming
 * requests get their server span (named after the Express route) from the kit, `traceRequests`;
 * http traces the calls out. The standard variables choose: `OTEL_NODE_ENABLED_INSTRUMENTATIONS`
 * (`http,express,pg,kafkajs,ioredis` adds spans per Express router and handler, at a cost
 * measured in docs/PERFORMANCE.md, "Tracing cost") and `OTEL_NODE_DISABLED_INSTRUMENTATIONS`.
 */
export function keptInstrumentations(env: NodeJS.ProcessEnv): Instrumentation[] {
  const enabled = new Set(listed(env.OTEL_NODE_ENABLED_INSTRUMENTATIONS) ?? byDefault);
  const disabled = new Set(listed(env.OTEL_NODE_DISABLED_INSTRUMENTATIONS) ?? []);
  return Object.entries(instrumentations)
    .filter(([name]) => enabled.has(name) && !disabled.has(name))
    .map(([, create]) => create());
}
