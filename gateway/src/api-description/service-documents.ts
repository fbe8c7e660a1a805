import { apiDocumentPath, type ApiDocument, type Logger } from '@glow/service-kit';
import { serviceNames, type ServiceName } from '../routes';
import { gatewayDocument } from './gateway-api';
import { mergeDocuments } from './merge-documents';

export interface ApiDescriptionOptions {
  urls: Record<ServiceName, string>;
  timeoutMs: number;
  /** How long a merged document is served again before the services are asked anew. */
  cacheMs: number;
  logger: Logger;
}

async function fetchDocument(url: string, timeoutMs: number): Promise<ApiDocument> {
  const answer = await fetch(new URL(apiDocumentPath, url), { signal: AbortSignal.timeout(timeoutMs) });
  if (!answer.ok) throw new Error(`${apiDocumentPath} answered ${answer.status}`);
  const document = (await answer.json()) as Partial<ApiDocument> | null;
  if (typeof document?.openapi !== 'string') throw new Error(`${apiDocumentPath} is not an OpenAPI document`);
  return document as ApiDocument;
}

/**
 * The merged API description, asked of each service when wanted (each team deploys its service and
 * its description alone) and kept for `cacheMs`. A service that is down or slow is left out, never
 * a failed answer.
 */
export function apiDescription({ urls, timeoutMs, cacheMs, logger }: ApiDescriptionOptions) {
  let cached: { at: number; document: Promise<ApiDocument> } | undefined;

  const merged = async () =>
    mergeDocuments(
      gatewayDocument,
      await Promise.all(
        serviceNames.map(async (service) => ({
          service,
          document: await fetchDocument(urls[service], timeoutMs).catch((error: unknown) => {
            logger.warn({ err: error, upstream: service }, 'API description unavailable: left out');
            return undefined;
          }),
        })),
      ),
    );

  return (): Promise<ApiDocument> => {
    if (!cached || Date.now() - cached.at >= cacheMs) cached = { at: Date.now(), document: merged() };
    return cached.document;
  };
}
