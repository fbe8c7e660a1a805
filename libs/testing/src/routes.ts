import type { Express, RequestHandler } from 'express';
import type { ServiceUnderTest } from './service';

/** One method of one route, as the running app registered it. */
export interface ListedRoute {
  /** Upper case; `ALL` for `app.all`. */
  method: string;
  /** The full path, mount paths included: `/api/users/:id`. */
  path: string;
  /** The kit's `requireAdmin` guard runs before the handler (in the route or in a middleware above it). */
  adminOnly: boolean;
}

export interface ServiceRoutes {
  routes: ListedRoute[];
  /**
   * Paths where a handler that is neither a route nor a router answers every request below it
   * (static files, a mounted Express app): its routes cannot be read, so a test names these too.
   */
  opaqueMounts: string[];
}

/** Express 5 (`router` 2) internals read here: a layer's path, handler and route. */
interface Layer {
  rawPath: string | RegExp | (string | RegExp)[];
  name: string;
  handle: RequestHandler & { stack?: Layer[] };
  route?: { stack: Layer[]; methods: Record<string, boolean> };
  method?: string;
}

function joined(prefix: string, path: string): string {
  const full = `${prefix}${path === '/' ? '' : path}`;
  return full === '' ? '/' : full;
}

function covers(mount: string, path: string): boolean {
  return mount === '/' || path === mount || path.startsWith(`${mount}/`);
}

function pathsOf(layer: Layer): string[] {
  const raw = Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath];
  return raw.map(String);
}

function walk(
  stack: Layer[],
  prefix: string,
  guard: RequestHandler,
  found: ServiceRoutes,
  guarded: string[],
) {
  const guardedHere = [...guarded];
  for (const layer of stack) {
    for (const path of pathsOf(layer).map((own) => joined(prefix, own))) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          const chain = layer.route.stack.filter((step) => !step.method || step.method === method);
          found.routes.push({
            method: method === '_all' ? 'ALL' : method.toUpperCase(),
            path,
            adminOnly:
              guardedHere.some((mount) => covers(mount, path)) || chain.some((step) => step.handle === guard),
          });
        }
      } else if (Array.isArray(layer.handle.stack)) {
        walk(layer.handle.stack, path === '/' ? '' : path, guard, found, guardedHere);
      } else if (layer.handle === guard) {
        guardedHere.push(path);
      } else if (path !== '/' || layer.name === 'mounted_app') {
        if (!found.opaqueMounts.includes(path)) found.opaqueMounts.push(path);
      }
    }
  }
}

/**
 * The routes of an Express 5 app, read from its router stack (nested routers included) rather than
 * from a list kept by hand, each telling whether `adminGuard` guards it. Middleware at the root
 * (helmet, body parsing, 404) is not a route.
 */
export function routesOfApp(app: Express, adminGuard: RequestHandler): ServiceRoutes {
  const { router } = app as unknown as { router?: { stack: Layer[] } };
  if (!router) throw new Error('routesOfApp: not an Express 5 app');
  const found: ServiceRoutes = { routes: [], opaqueMounts: [] };
  walk(router.stack, '', adminGuard, found, []);
  return found;
}

/** The routes of a running service, each telling whether the service's own `ctx.auth.requireAdmin` guards it. */
export function listRoutes(running: ServiceUnderTest): ServiceRoutes {
  return routesOfApp(running.service.app, running.service.ctx.auth.requireAdmin);
}
