import http from 'node:http';
import { listen, closeServer } from './upstreams';

/** A span as OTLP/HTTP JSON carries it: ids in hex, `kind` 2 server, 3 client. */
export interface ExportedSpan {
  service: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
}

interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: Omit<ExportedSpan, 'service'>[] }[];
  }[];
}

export const spanKind = { server: 2, client: 3 } as const;

export interface OtlpReceiver {
  /** What to set OTEL_EXPORTER_OTLP_ENDPOINT to. */
  endpoint: string;
  /** Every span exported so far. */
  spans(): ExportedSpan[];
  close(): Promise<void>;
}

/** Stands in for an OpenTelemetry collector: takes OTLP/HTTP JSON trace exports and keeps their spans. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ExportedSpan[] = [];
  const server = http.createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    for (const { resource, scopeSpans } of (JSON.parse(text || '{}') as ExportRequest).resourceSpans ?? []) {
      const service =
        resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
      for (const scope of scopeSpans ?? []) {
        for (const span of scope.spans ?? []) spans.push({ ...span, service });
      }
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  return { endpoint: await listen(server), spans: () => [...spans], close: () => closeServer(server) };
}
