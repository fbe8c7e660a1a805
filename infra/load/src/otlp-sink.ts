import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: unknown[] }[];
  }[];
}

export interface OtlpSink {
  /** What to set OTEL_EXPORTER_OTLP_ENDPOINT to. */
  endpoint: string;
  /** Spans received so far, by `service.name`. */
  spansByService(): Record<string, number>;
  stop(): Promise<void>;
}

/**
 * Stands in for an OpenTelemetry collector: takes OTLP/HTTP JSON exports, answers 200 and counts
 * the spans, so a bench sees that tracing was on and what sampling kept.
 */
export async function startOtlpSink(): Promise<OtlpSink> {
  const counts: Record<string, number> = {};
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as ExportRequest;
      for (const { resource, scopeSpans } of body.resourceSpans ?? []) {
        const service =
          resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ??
          '?';
        const spans = (scopeSpans ?? []).reduce((sum, scope) => sum + (scope.spans?.length ?? 0), 0);
        counts[service] = (counts[service] ?? 0) + spans;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spansByService: () => ({ ...counts }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
