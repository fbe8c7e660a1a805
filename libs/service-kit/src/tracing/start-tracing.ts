import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { Tracing } from './sdk';

export type { Tracing };

export interface TracingOptions {
  /** Where spans go instead of OTLP, each as it ends (a test's `InMemorySpanExporter`). */
  exporter?: SpanExporter;
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts tracing for this process when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (or a test hands an
 * exporter); otherwise answers undefined and the OpenTelemetry API stays a no-op. Call it before
 * express, pg, kafkajs or ioredis are loaded: the instrumentations patch them as they are required.
 */
export function startTracing(processName: string, options: TracingOptions = {}): Tracing | undefined {
  const env = options.env ?? process.env;
  if (!options.exporter && !env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  // Loaded only now: the SDK and the instrumentations cost a start ~20 MiB and a few hundred ms.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startSdk } = require('./sdk') as typeof import('./sdk');
  return startSdk(processName, env, options.exporter);
}
