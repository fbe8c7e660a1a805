import { tokenAudience, tokenIssuer } from '@glow/contracts';
import { z } from 'zod';
import { logLevels } from './logger';
import { blankAsAbsent } from './values/blank-as-absent';

export class ConfigError extends Error {}

/** Settings every service shares. A missing engine URL selects the embedded default. */
export const baseConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(0),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Where the service answers its `/internal` routes (other services' commands), apart from PORT so
   * a network policy can let only their callers in. Unset: on PORT (the embedded runner, tests).
   */
  INTERNAL_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  DATABASE_URL: blankAsAbsent(z.string().url()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  KAFKA_BROKERS: blankAsAbsent(z.string()),
  KAFKA_IDEMPOTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  KAFKA_FETCH_MAX_WAIT_MS: z.coerce.number().int().min(1).max(30_000).default(500),
  /** How long the group waits for a silent consumer (a killed instance) before giving its partitions to others. */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(6_000).max(300_000).default(30_000),
  /** How the service signs in to Kafka (with KAFKA_SASL_USERNAME and _PASSWORD); unset: no sign-in. */
  KAFKA_SASL_MECHANISM: z.enum(['plain', 'scram-sha-256', 'scram-sha-512']).optional(),
  KAFKA_SASL_USERNAME: blankAsAbsent(z.string()),
  KAFKA_SASL_PASSWORD: blankAsAbsent(z.string()),
  /** The CA certificate (PEM file) that signed the brokers' certificates; set: Kafka over TLS. */
  KAFKA_TLS_CA_FILE: blankAsAbsent(z.string()),
  /** Largest event the outbox relay sends; a larger one is parked (Kafka's message.max.bytes is 1 MiB). */
  KAFKA_MAX_MESSAGE_BYTES: z.coerce.number().int().min(1_024).default(1_000_000),
  /** Sent outbox rows are deleted after this many hours. */
  OUTBOX_SENT_RETENTION_HOURS: z.coerce.number().min(0).default(24),
  /** Consumer ledger rows are deleted after this many days: keep it longer than the topics' retention. */
  PROCESSED_EVENTS_RETENTION_DAYS: z.coerce.number().min(1).default(14),
  REDIS_URL: blankAsAbsent(z.string().url()),
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_PUBLIC_KEY_FILE: z.string().optional(),
  /** The `iss` and `aud` every token must carry (the signer writes them, every verifier checks them). */
  JWT_ISSUER: z.string().min(1).default(tokenIssuer),
  JWT_AUDIENCE: z.string().min(1).default(tokenAudience),
  /** How long an instance trusts its last look at a user's token version (0: look every time). */
  TOKEN_VERSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * An admin signed in without the second factor is refused by admin routes and is a plain user to
   * owner-or-admin routes (enrolment becomes compulsory). Where NODE_ENV=production the default is
   * `true` (`productionDefaults`).
   */
  ADMIN_MFA_REQUIRED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  BODY_LIMIT: z.string().default('100kb'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

/**
 * Defaults where NODE_ENV=production (the service image sets it): a deployment that forgets a
 * setting stays safe. The embedded runner (`npm start`) and tests keep the schema's defaults.
 */
const productionDefaults: Readonly<Record<string, string>> = { ADMIN_MFA_REQUIRED: 'true' };

function withProductionDefaults(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.NODE_ENV !== 'production') return env;
  const filled = { ...env };
  for (const [name, value] of Object.entries(productionDefaults)) filled[name] ??= value;
  return filled;
}

/** Parses the environment once at boot; a bad value stops the service with the variable's name. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(withProductionDefaults(env));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}
