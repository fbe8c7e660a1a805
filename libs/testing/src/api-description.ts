import { validate } from '@readme/openapi-parser';
import type { expect as JestExpect, it as JestIt } from '@jest/globals';
import { apiDocumentPath, type ApiDocument } from '@glow/service-kit';
import { listRoutes } from './routes';
import type { ServiceUnderTest } from './service';

// Jest's globals, read only when a test calls itDescribesEveryRoute (see admin-routes.ts).
declare const it: typeof JestIt;
declare const expect: typeof JestExpect;

/** The kit's own routes on every service: probes for operators, not the API. */
export const kitRoutes = ['GET /healthz', 'GET /readyz', 'GET /metrics', `GET ${apiDocumentPath}`];

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

export async function fetchApiDocument(baseUrl: string): Promise<ApiDocument> {
  const answer = await fetch(`${baseUrl}${apiDocumentPath}`);
  if (!answer.ok) throw new Error(`${apiDocumentPath} answered ${answer.status}`);
  return (await answer.json()) as ApiDocument;
}

/** `METHOD /path` of every operation, in Express's form (`/api/products/:id`). */
export function describedRoutes(document: ApiDocument): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => `${method.toUpperCase()} ${path.replaceAll(/\{(\w+)\}/g, ':$1')}`),
  );
}

/** `METHOD /path` of every route the running app registered, the kit's own left out. */
export function registeredRoutes(running: ServiceUnderTest): string[] {
  return listRoutes(running)
    .routes.map((route) => `${route.method} ${route.path}`)
    .filter((route) => !kitRoutes.includes(route));
}

/** The document's problems as the OpenAPI 3.1 schema sees them; none when it is valid. */
export async function apiDocumentProblems(document: ApiDocument): Promise<string[]> {
  const result = await validate(structuredClone(document) as never);
  return result.valid ? [] : result.errors.map((error) => error.message);
}

export interface ApiDescriptionTable {
  running: () => ServiceUnderTest;
  /** The paths `listRoutes` cannot see into (static files, a mounted app), named by the test. */
  opaqueMounts: string[];
}

/**
 * Registers a service's description cases: its `GET /openapi.json` is a valid OpenAPI 3.1
 * document, and its paths × methods are exactly the routes its Express app registered.
 */
export function itDescribesEveryRoute({ running, opaqueMounts }: ApiDescriptionTable) {
  it('when its API description is read, then it is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchApiDocument(running().url);
    expect(document.openapi).toBe('3.1.0');
    expect(await apiDocumentProblems(document)).toEqual([]);
  });

  it('when the app is built, then the description has every route it registered and no other', async () => {
    const document = await fetchApiDocument(running().url);
    expect(listRoutes(running()).opaqueMounts).toEqual(opaqueMounts);
    expect(describedRoutes(document).sort()).toEqual(registeredRoutes(running()).sort());
  });
}
