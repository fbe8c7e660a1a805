import { baseConfigSchema, blankAsAbsent, loadConfig } from '@glow/service-kit';
import { serviceUrlVariable, services, type ServiceUrlVariable } from '@glow/topology';
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

/** `USER_SERVICE_URL`, `CATALOG_SERVICE_URL`, …: one required address per service of libs/topology. */
const serviceUrlSettings = Object.fromEntries(
  services.map((service) => [
    serviceUrlVariable(service.name),
    serviceUrl.describe(`Where the ${service.name} service answers.`),
  ]),
) as Record<ServiceUrlVariable, typeof serviceUrl>;

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
 * windows they open. The sandbox of test mode is same-origin (`/sandbox`, PAYMENT_SANDBOX_URL), so needs none.
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
    PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(8080)
      .describe("The shop's public port: the API, the socket, the uploads and (embedded) the web apps."),
    STATIC_DIR: blankAsAbsent(z.string()).describe(
      "The shell's built site, served for every page route. Unset: no static site (nginx serves it).",
    ),
    STATIC_MOUNTS: z
      .string()
      .default('')
      .transform(parseStaticMounts)
      .describe(
        "Each microfrontend's built folder under its URL prefix: `/mf/storefront=<folder>,/mf/checkout=<folder>,…`. Unset: none.",
      ),
    RATE_LIMIT_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .default(600)
      .describe('`/api` requests per client address per minute.'),
    RATE_LIMIT_PREFIX: z
      .string()
      .min(1)
      .default('glow:rl:')
      .describe("Keeps the gateway's limiter counters apart from other services' in a shared Redis."),
    UPSTREAM_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1)
      .default(10_000)
      .describe('How long a proxied request waits for its service before the gateway answers 504.'),
    HEALTH_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1)
      .default(2_000)
      .describe("How long the operator port's `/health` waits for each service's readiness."),
    API_DESCRIPTION_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1)
      .default(2_000)
      .describe(
        "`GET /api/openapi.json`: how long each service's document is waited for; a service past it is left out.",
      ),
    API_DESCRIPTION_CACHE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(30_000)
      .describe('How long the merged API description is kept.'),
    PRODUCT_CHECK_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1)
      .default(1_500)
      .describe(
        'How long a `/products/:id` page waits for the catalog to say whether the product exists, for its 404 (gateway/README.md, "Page status").',
      ),
    FIRST_SCREEN_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(800)
      .describe(
        'How long a landing page waits for its server-drawn first screen (src/first-screen.ts) before it goes out as the plain app shell; `0` draws none (gateway/README.md, "First screen").',
      ),
    FIRST_SCREEN_CACHE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(1_000)
      .describe(
        'How long a drawn landing page is sent again as it is, to every visitor, so a crowd costs one drawing per page; `0` draws each time.',
      ),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform(parseTrustProxy)
      .describe(
        'The proxies in front whose `X-Forwarded-For` is believed: `false`, a hop count (`1` for one load balancer) or their addresses and subnets (`loopback, 10.0.0.0/8`). `true` is refused: any client could write the address.',
      ),
    OPS_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(9090)
      .describe(
        "The operator port: `GET /health` with every service's readiness, `GET /metrics`. Never the public port.",
      ),
    OPS_HOST: z.string().min(1).default('127.0.0.1').describe('The address the operator port listens on.'),
    PAYMENT_SANDBOX_URL: blankAsAbsent(z.url({ protocol: /^https?$/ })).describe(
      "Where the payment sandbox answers (test mode): `/sandbox` (its payment window and checkout scripts) is forwarded there, same-origin for the shopper's browser. Unset: `/sandbox` is 404.",
    ),
    CSP_PAYMENT_ORIGINS: origins(defaultPaymentOrigins).describe(
      'The payment providers\' origins in the Content-Security-Policy (gateway/README.md, "Browser policy"); the default is the live Flutterwave and Paystack checkout origins.',
    ),
    CSP_REMOTE_ORIGINS: origins().describe(
      "Origins of microfrontends served from elsewhere, beyond `'self'`.",
    ),
    CSP_IMAGE_ORIGINS: origins().describe(
      "Origins of product pictures served from elsewhere (a CDN), beyond `'self'`.",
    ),
    CSP_CONNECT_ORIGINS: origins().describe(
      "Origins of the API or socket served from elsewhere, beyond `'self'`.",
    ),
    HSTS_MAX_AGE: z.coerce
      .number()
      .int()
      .min(0)
      .default(31_536_000)
      .describe('`Strict-Transport-Security` max-age on secure requests; `0` sends none.'),
  })
  .extend(serviceUrlSettings);

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
