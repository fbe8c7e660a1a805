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
    TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
    /** The operator listener (readiness of every service, metrics): never the public port. */
    OPS_PORT: z.coerce.number().int().min(0).max(65535).default(9090),
    OPS_HOST: z.string().min(1).default('127.0.0.1'),
  });

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
