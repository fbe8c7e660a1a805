import type { Instrumentation } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';

/** Probes answer the orchestrator every few seconds: a trace each would bury the shoppers' ones. */
const probePaths = new Set(['/healthz', '/readyz', '/metrics', '/health']);

/**
 * The libraries whose calls become spans. Queries and Redis commands are traced only inside a
 * trace (a request's, an event's): the outbox relay, the retention purge and other pollers would
 * otherwise start a trace per poll. Express middleware layers are left out (a span per helmet,
 * compression, body parser…); its routers and route handlers stay.
 */
export function keptInstrumentations(): Instrumentation[] {
  return [
    httpInstrumentation(),
    new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
    new PgInstrumentation({ requireParentSpan: true }),
    new KafkaJsInstrumentation(),
    new IORedisInstrumentation({ requireParentSpan: true }),
  ];
}

export function httpInstrumentation(): HttpInstrumentation {
  return new HttpInstrumentation({
    ignoreIncomingRequestHook: (request) => probePaths.has((request.url ?? '').split('?')[0]!),
  });
}
