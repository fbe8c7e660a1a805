import { baseConfigSchema, blankAsAbsent, loadConfig } from '@glow/service-kit';
import { z } from 'zod';

/**
 * Express's `trust proxy` value: `false`, a hop count, or addresses/subnets (`loopback, 10.0.0.0/8`).
 * `true` is refused: it believes the leftmost X-Forwarded-For entry, which any client writes.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '' || trimmed === '0') return false;
  if (trimmed === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        'true would believe any X-Forwarded-For a client sends: give the number of proxies in front (1 for one load balancer) or their addresses',
    });
    return z.NEVER;
  }
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const serviceUrl = z.string().url();

export interface StaticMount {
  prefix: string;
  dir: string;
}

const reservedPrefix = /^\/(api|uploads|socket\.io)(\/|$)/;

/** `/mf/storefront=/srv/mf-storefront/dist,/mf/checkout=…`: URL prefix → folder, one per microfrontend. */
function parseStaticMounts(value: string, context: z.RefinementCtx): StaticMount[] {
  const mounts: StaticMount[] = [];
  for (const item of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [prefix = '', dir = ''] = item.split('=', 2).map((part) => part.trim());
    const clean = prefix.replace(/\/+$/, '');
    if (!clean.startsWith('/') || reservedPrefix.test(clean) || !dir) {
      context.addIssue({ code: 'custom', message: `expected /prefix=folder, got "${item}"` });
      return z.NEVER;
    }
    mounts.push({ prefix: clean, dir });
  }
  return mounts;
}

/** `https://cdn.example.com`, `https://*.example.com`: what a CSP source list may name beyond 'self'. */
const cspOrigin = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** Origins separated by spaces or commas, each checked, so a typo stops the start instead of the page. */
function parseOrigins(value: string, context: z.RefinementCtx): string[] {
  const origins = value.split(/[\s,]+/).filter(Boolean);
  const bad = origins.filter((origin) => !cspOrigin.test(origin));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `expected origins like https://cdn.example.com, got "${bad.join(' ')}"`,
    });
    return z.NEVER;
  }
  return origins;
}

const origins = (fallback = '') => z.string().default(fallback).transform(parseOrigins);

/**
 * The live providers' checkout scripts (services/payment/src/http/config-route.ts) and the
 * windows they open. The sandbox of test mode is same-origin (`/sandbox`), so needs none.
 */
export const defaultPaymentOrigins =
  'https://checkout.flutterwave.com https://js.paystack.co https://checkout.paystack.com';

export const gatewayConfigSchema = baseConfigSchema
  .pick({
    HOST: true,
    LOG_LEVEL: true,
    REDIS_URL: true,
    JWT_PUBLIC_KEY: true,
    JWT_PUBLIC_KEY_FILE: true,
    JWT_ISSUER: true,
    JWT_AUDIENCE: true,
    SHUTDOWN_GRACE_MS: true,
  })
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    USER_SERVICE_URL: serviceUrl,
    CATALOG_SERVICE_URL: serviceUrl,
    CART_SERVICE_URL: serviceUrl,
    ORDER_SERVICE_URL: serviceUrl,
    PAYMENT_SERVICE_URL: serviceUrl,
    MESSAGING_SERVICE_URL: serviceUrl,
    NOTIFICATION_SERVICE_URL: serviceUrl,
    DASHBOARD_SERVICE_URL: serviceUrl,
    STATIC_DIR: blankAsAbsent(z.string()),
    STATIC_MOUNTS: z.string().default('').transform(parseStaticMounts),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_PREFIX: z.string().min(1).default('glow:rl:'),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
    HEALTH_TIMEOUT_MS: z.coerce.number().int().min(1).default(2_000),
    /** `GET /api/openapi.json`: how long each service's description is waited for, and how long the merge is kept. */
    API_DESCRIPTION_TIMEOUT_MS: z.coerce.number().int().min(1).default(2_000),
    API_DESCRIPTION_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
    /** How long a `/products/:id` page waits for the catalog to say whether the product exists. */
    PRODUCT_CHECK_TIMEOUT_MS: z.coerce.number().int().min(1).default(1_500),
    /**
     * How long a landing page waits for its server-drawn first screen (src/first-screen.ts) before it
     * goes out as the plain app shell; 0 draws none.
     */
    FIRST_SCREEN_TIMEOUT_MS: z.coerce.number().int().min(0).default(800),
    /** How long a drawn landing page is sent again as it is, to every visitor; 0 draws each time. */
    FIRST_SCREEN_CACHE_MS: z.coerce.number().int().min(0).default(1_000),
    TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
    /** The operator listener (readiness of every service, metrics): never the public port. */
    OPS_PORT: z.coerce.number().int().min(0).max(65535).default(9090),
    OPS_HOST: z.string().min(1).default('127.0.0.1'),
    /** The Content-Security-Policy's origins beyond 'self' (gateway/src/browser-policy.ts). */
    CSP_PAYMENT_ORIGINS: origins(defaultPaymentOrigins),
    CSP_REMOTE_ORIGINS: origins(),
    CSP_IMAGE_ORIGINS: origins(),
    CSP_CONNECT_ORIGINS: origins(),
    /** Strict-Transport-Security on secure requests; 0 turns it off. */
    HSTS_MAX_AGE: z.coerce.number().int().min(0).default(31_536_000),
  });

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
