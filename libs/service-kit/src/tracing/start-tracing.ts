import { context, propagation, trace } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { onTracesFlush } from './flush';
import { keptInstrumentations } from './instrumentations';
import { ResourcePerService, ServiceSpanProcessor } from './per-service-resources';

export interface TracingOptions {
  /** Where spans go instead of OTLP, each as it ends (a test's `InMemorySpanExporter`). */
  exporter?: SpanExporter;
  env?: NodeJS.ProcessEnv;
}

export interface Tracing {
  /** Exports what is left, unpatches the instrumented libraries and leaves the API a no-op again. */
  shutdown(): Promise<void>;
}

/**
 * Starts tracing for this process when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (or a test hands an
 * exporter); otherwise does nothing and answers undefined, and the API stays a no-op. Call it before
 * express, pg, kafkajs or ioredis are loaded: the instrumentations patch them as they are required.
 * Sampling follows OTEL_TRACES_SAMPLER / OTEL_TRACES_SAMPLER_ARG (default: parent-based, always on).
 */
export function startTracing(processName: string, options: TracingOptions = {}): Tracing | undefined {
  const env = options.env ?? process.env;
  if (!options.exporter && !env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const exporter = new ResourcePerService(options.exporter ?? new OTLPTraceExporter());
  const exporting = options.exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME ?? processName }),
    spanProcessors: [new ServiceSpanProcessor(exporting)],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  const unpatch = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: keptInstrumentations(),
  });
  onTracesFlush(() => provider.forceFlush());
  return {
    shutdown: async () => {
      unpatch();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
