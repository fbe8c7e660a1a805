import {
  gatewayRoutes,
  sandboxRoutes,
  serviceUrlVariable,
  services,
  type SandboxName,
  type ServiceName,
} from '@glow/topology';
import type { GatewayConfig } from './config';

export type { SandboxName, ServiceName } from '@glow/topology';

/** Where the gateway forwards: a service, or in test mode the payment sandbox. */
export type UpstreamName = ServiceName | SandboxName;

/** The services behind the gateway, from the one list of deployables (libs/topology). */
export const serviceNames: readonly ServiceName[] = services.map((service) => service.name);

/**
 * Path prefix → owning service (each service's `routes` in libs/topology), and the payment sandbox's
 * `/sandbox` (forwarded where PAYMENT_SANDBOX_URL is set, else 404). A prefix matches itself and
 * anything below it (`/api/products`, `/api/products/42?x=1`), never a longer word
 * (`/api/productsX`). The full path is forwarded unchanged: services mount their routes under `/api/...`.
 */
export const routeTable: Readonly<Record<string, UpstreamName>> = { ...gatewayRoutes, ...sandboxRoutes };

const prefixes = new Map<string, UpstreamName>(Object.entries(routeTable));

/** Where the WebSocket upgrades go (Socket.IO of the notification service). */
export const websocketPrefix = '/socket.io';

/** Each service's address: its `<NAME>_SERVICE_URL` setting. */
export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  const urls = serviceNames.map((name) => [name, config[serviceUrlVariable(name)]]);
  return Object.fromEntries(urls) as Record<ServiceName, string>;
}

export function serviceOf(prefix: string): UpstreamName | undefined {
  return prefixes.get(prefix);
}

/**
 * The table prefix a URL falls under, found without a regex or a URL parse: the first
 * segment (`/uploads`), else the first two (`/api/products`).
 */
export function matchPrefix(url: string): string | undefined {
  const second = boundary(url, 1);
  const first = url.slice(0, second);
  if (prefixes.has(first)) return first;
  if (first !== '/api') return undefined;
  const prefix = url.slice(0, boundary(url, second + 1));
  return prefixes.has(prefix) ? prefix : undefined;
}

function boundary(url: string, from: number): number {
  for (let i = from; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 47 /* / */ || code === 63 /* ? */ || code === 35 /* # */) return i;
  }
  return url.length;
}
