import type { GatewayConfig } from './config';

export const serviceNames = [
  'user',
  'catalog',
  'cart',
  'order',
  'payment',
  'messaging',
  'notification',
  'dashboard',
] as const;
export type ServiceName = (typeof serviceNames)[number];

/**
 * Path prefix → owning service. A prefix matches itself and anything below it
 * (`/api/products`, `/api/products/42?x=1`), never a longer word (`/api/productsX`).
 * The full path is forwarded unchanged: services mount their routes under `/api/...`.
 */
export const routeTable: Readonly<Record<string, ServiceName>> = {
  '/api/users': 'user',
  '/api/products': 'catalog',
  '/api/categories': 'catalog',
  '/api/reviews': 'catalog',
  '/api/hero-section': 'catalog',
  '/api/promotion-banners': 'catalog',
  '/api/exchange-rates': 'catalog',
  '/uploads': 'catalog',
  '/api/cart': 'cart',
  '/api/favourites': 'cart',
  '/api/orders': 'order',
  '/api/shipping-price': 'order',
  '/api/payments': 'payment',
  '/sandbox': 'payment',
  '/api/inbox': 'messaging',
  '/api/messages': 'messaging',
  '/api/contact': 'messaging',
  '/api/newsletter': 'messaging',
  '/socket.io': 'notification',
  '/api/dashboard': 'dashboard',
  '/api/admin': 'dashboard',
};

const prefixes = new Map<string, ServiceName>(Object.entries(routeTable));

/** Where the WebSocket upgrades go (Socket.IO of the notification service). */
export const websocketPrefix = '/socket.io';

export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  return {
    user: config.USER_SERVICE_URL,
    catalog: config.CATALOG_SERVICE_URL,
    cart: config.CART_SERVICE_URL,
    order: config.ORDER_SERVICE_URL,
    payment: config.PAYMENT_SERVICE_URL,
    messaging: config.MESSAGING_SERVICE_URL,
    notification: config.NOTIFICATION_SERVICE_URL,
    dashboard: config.DASHBOARD_SERVICE_URL,
  };
}

export function serviceOf(prefix: string): ServiceName | undefined {
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
