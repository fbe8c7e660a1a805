import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { errorAnswerSchema } from '@glow/contracts';
import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: anyone (a token is optional), a signed-in user, or an admin. */
export type RouteAccess = 'anyone' | 'user' | 'admin';

/** One route of a service, described from the zod schemas its handler parses input with. */
export interface RouteDescription {
  method: HttpMethod;
  /** Express's form: `/api/products/:id`. */
  path: string;
  summary: string;
  /** Default `anyone`. */
  access?: RouteAccess;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** A `multipart/form-data` body (uploads). */
  form?: z.ZodObject;
  /** The success answer's JSON; default any JSON. */
  answer?: z.ZodType;
  /** The success answer's media type; default `application/json`. */
  answerType?: string;
  /** The success status; default 200. */
  status?: number;
}

/** A service's own description document: served at `apiDocumentPath`, merged by the gateway. */
export type ApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** Outside `/api`, so the gateway never proxies a service's document by accident. */
export const apiDocumentPath = '/openapi.json';

/** Service-to-service routes: in the service's document, left out of the public one (`x-internal`). */
export const isInternalPath = (path: string) => path.startsWith('/internal/');

export const bearerScheme = 'bearer';

const pathParam = /:(\w+)/g;

/** `/api/products/:id` → `/api/products/{id}`. */
export const openApiPath = (path: string) => path.replaceAll(pathParam, '{$1}');

function paramsOf(path: string): z.ZodObject | undefined {
  const names = [...path.matchAll(pathParam)].map((match) => match[1]!);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
}

const accessAnswers = {
  anyone: {},
  user: { 401: 'No valid token' },
  admin: { 401: 'No valid token', 403: 'Not an admin' },
} as const;

const errorAnswer = { $ref: '#/components/schemas/ErrorAnswer' };

function operationOf(route: RouteDescription): RouteConfig {
  const access = route.access ?? 'anyone';
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: errorAnswer } },
  });
  const params = paramsOf(route.path);
  const body = route.body
    ? { content: { 'application/json': { schema: route.body } } }
    : route.form
      ? { content: { 'multipart/form-data': { schema: route.form } } }
      : undefined;
  return {
    method: route.method,
    path: openApiPath(route.path),
    summary: route.summary,
    ...(access === 'anyone' ? {} : { security: [{ [bearerScheme]: [] }] }),
    request: {
      ...(params ? { params } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(body ? { body: { ...body, required: true } } : {}),
    },
    responses: {
      [route.status ?? 200]: {
        description: 'Success',
        ...(route.status === 204
          ? {}
          : {
              content: { [route.answerType ?? 'application/json']: { schema: route.answer ?? z.unknown() } },
            }),
      },
      ...Object.fromEntries(
        Object.entries(accessAnswers[access]).map(([status, text]) => [status, error(text)]),
      ),
      default: error('Refused (4xx) or failed (5xx): `{ message }`'),
    },
  };
}

/** The OpenAPI 3.1 document of one service, built once at start from its route descriptions. */
export function buildApiDocument(service: string, routes: readonly RouteDescription[]): ApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', bearerScheme, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  registry.registerComponent('schemas', 'ErrorAnswer', z.toJSONSchema(errorAnswerSchema) as never);
  for (const route of routes) registry.registerPath(operationOf(route));
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: `Glow ${service} service`, version: '1' },
  });
  for (const route of routes) {
    const operation = document.paths?.[openApiPath(route.path)]?.[route.method];
    if (!operation) continue;
    operation.tags = [service];
    if (route.access === 'admin' || route.access === 'user') operation['x-glow-access'] = route.access;
    if (isInternalPath(route.path)) operation['x-internal'] = true;
  }
  return document;
}
