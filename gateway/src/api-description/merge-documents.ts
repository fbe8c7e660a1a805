import type { ApiDocument } from '@glow/service-kit';
import { matchPrefix, serviceOf, type ServiceName } from '../routes';

export interface ServiceDocument {
  service: ServiceName;
  /** Undefined when the service did not answer with one. */
  document: ApiDocument | undefined;
}

type Operations = NonNullable<ApiDocument['paths']>[string];

/** Only what a browser can reach through the gateway: its own routes, not the internal ones. */
function publicOperations(service: ServiceName, path: string, item: Operations): Operations | undefined {
  const prefix = matchPrefix(path);
  if (!prefix || serviceOf(prefix) !== service) return undefined;
  const kept = Object.entries(item).filter(
    ([, operation]) => !(operation as { 'x-internal'?: boolean })['x-internal'],
  );
  return kept.length > 0 ? (Object.fromEntries(kept) as Operations) : undefined;
}

/**
 * The shop's public API: every service's document merged, as the gateway routes it. A service that
 * did not answer leaves its paths out and is named in `x-glow-missing`, so a reader knows the
 * reference is partial rather than thinking those routes are gone.
 */
export function mergeDocuments(gateway: ApiDocument, documents: ServiceDocument[]): ApiDocument {
  const missing = documents.filter((entry) => !entry.document).map((entry) => entry.service);
  const paths: NonNullable<ApiDocument['paths']> = { ...gateway.paths };
  const schemas: Record<string, unknown> = { ...gateway.components?.schemas };
  const securitySchemes: Record<string, unknown> = { ...gateway.components?.securitySchemes };
  for (const { service, document } of documents) {
    if (!document) continue;
    Object.assign(schemas, document.components?.schemas);
    Object.assign(securitySchemes, document.components?.securitySchemes);
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const operations = publicOperations(service, path, item);
      if (operations) paths[path] = { ...paths[path], ...operations };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Glow API',
      version: '1',
      description: [
        'The online shop’s public API, merged by the gateway from each service’s own description.',
        ...(missing.length > 0 ? [`Left out, as their services did not answer: ${missing.join(', ')}.`] : []),
      ].join(' '),
    },
    tags: [
      { name: 'gateway' },
      ...documents.filter((entry) => entry.document).map((entry) => ({ name: entry.service })),
    ],
    components: { schemas, securitySchemes } as ApiDocument['components'],
    paths,
    ...(missing.length > 0 ? { 'x-glow-missing': missing } : {}),
  };
}
