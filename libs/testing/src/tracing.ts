import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startTracing } from '@glow/service-kit/tracing';

export interface TracesInMemory {
  /** Every span ended so far. */
  spans(): ReadableSpan[];
  stop(): Promise<void>;
}

/**
 * Tracing for a test, each span kept in memory as it ends. Jest loads modules through its own
 * loader, out of sight of the instrumentations' require hooks: the kit's own spans (requests,
 * consumed events, pushes) are all there, the libraries' (pg, express, kafkajs, ioredis, http
 * calls out) are not.
 */
export function traceInMemory(processName = 'test'): TracesInMemory {
  const exporter = new InMemorySpanExporter();
  const tracing = startTracing(processName, { exporter })!;
  return { spans: () => exporter.getFinishedSpans(), stop: () => tracing.shutdown() };
}
