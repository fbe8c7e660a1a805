import { context, propagation, trace } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { markTracingStarted, markTracingStopped } from './tracing-state';
import { keptInstrumentations } from './instrumentations';
import { ResourcePerService, ServiceSpanProcessor } from './per-service-resources';

export interface Tracing {
  /** Exports what is left, unpatches the instrumented libraries and leaves the API a no-op again. */
  shutdown(): Promise<void>;
}

/**
 * The tracer provider (AsyncLocalStorage context, W3C trace context), its exporter and the kept
 * instrumentations, registered for the whole process. Sampling follows OTEL_TRACES_SAMPLER /
 * OTEL_TRACES_SAMPLER_ARG (default: parent-based, always on).
 */
export function startSdk(processName: string, env: NodeJS.ProcessEnv, testExporter?: SpanExporter): Tracing {
  const exporter = new ResourcePerService(testExporter ?? new OTLPTraceExporter());
  const exporting = testExporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME ?? processName }),
    spanProcessors: [new ServiceSpanProcessor(exporting)],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  const unpatch = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: keptInstrumentations(env),
  });
  markTracingStarted(() => provider.forceFlush());
  return {
    shutdown: async () => {
      markTracingStopped();
      unpatch();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
