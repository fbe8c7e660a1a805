import type { Context } from '@opentelemetry/api';
import type { ExportResult } from '@opentelemetry/core';
import { resourceFromAttributes, type Resource } from '@opentelemetry/resources';
import type { ReadableSpan, Span, SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { assignService, spanService, serviceOf } from './service-scope';

/** Gives each span the service of the context it starts in (see `inService`). */
export class ServiceSpanProcessor implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}

  onStart(span: Span, parent: Context): void {
    const service = serviceOf(parent);
    if (service) assignService(span, service);
    this.next.onStart(span, parent);
  }

  onEnd(span: ReadableSpan): void {
    this.next.onEnd(span);
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}

/**
 * Exports each span under its own service's resource (`service.name`), so the services of one
 * process (the embedded runner) show as themselves. OTLP groups spans by resource, which the
 * protocol allows per batch; spans of no service keep the process's resource.
 */
export class ResourcePerService implements SpanExporter {
  private readonly resources = new Map<string, Resource>();

  constructor(private readonly exporter: SpanExporter) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.exporter.export(
      spans.map((span) => this.asItsService(span)),
      done,
    );
  }

  shutdown(): Promise<void> {
    return this.exporter.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.exporter.forceFlush?.() ?? Promise.resolve();
  }

  private asItsService(span: ReadableSpan): ReadableSpan {
    const service = spanService(span);
    if (!service || span.resource.attributes[ATTR_SERVICE_NAME] === service) return span;
    // The SDK's span keeps its resource read-only: a view over it answers another one.
    return Object.create(span, { resource: { value: this.resourceOf(service, span.resource) } });
  }

  /** One resource object per service: the exporter batches spans by resource identity. */
  private resourceOf(service: string, processResource: Resource): Resource {
    let resource = this.resources.get(service);
    if (!resource) {
      resource = processResource.merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: service }));
      this.resources.set(service, resource);
    }
    return resource;
  }
}
