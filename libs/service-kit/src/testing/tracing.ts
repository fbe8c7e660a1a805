import http from 'node:http';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { httpInstrumentation } from '../tracing/instrumentations';
import { startTracing } from '../tracing/start-tracing';

export interface TracesInMemory {
  /** Every span ended so far. */
  spans(): ReadableSpan[];
  stop(): Promise<void>;
}

/**
 * Tracing for a test, each span kept in memory as it ends. Jest loads modules through its own
 * loader, out of sight of the instrumentations' require hooks, so the http instrumentation's patch
 * is put on `node:http` (the one module Jest shares with Node) by hand: a request to a service in
 * the test gets its server span and continues the caller's trace, as in production.
 */
export function traceInMemory(processName = 'test'): TracesInMemory {
  const exporter = new InMemorySpanExporter();
  const tracing = startTracing(processName, { exporter })!;
  const instrumentation = httpInstrumentation();
  const patch = instrumentation.getModuleDefinitions().find((definition) => definition.name === 'http')!;
  patch.patch!(http);
  return {
    spans: () => exporter.getFinishedSpans(),
    stop: async () => {
      patch.unpatch!(http);
      instrumentation.disable();
      await tracing.shutdown();
    },
  };
}
