import { tokenAudience, tokenIssuer } from '@glow/contracts';
import { z } from 'zod';
import { logLevels } from './logger';
import { blankAsAbsent } from './values/blank-as-absent';

export class ConfigError extends Error {}

/**
 * Settings every service shares. A missing engine URL selects the embedded default. Each setting's
 * `describe` is its documentation: `npm run docs:config` writes docs/configuration.md from it.
 */
export const baseConfigSchema = z.object({
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(0)
    .describe('The public HTTP port; `0` takes any free one.'),
  HOST: z.string().default('0.0.0.0').describe('The address the HTTP ports listen on.'),
  INTERNAL_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .optional()
    .describe(
      "Where the `/internal` routes (other services' commands: cart, catalog and payment have them) answer, apart from `PORT`, so a network policy can let only their callers in (compose, Kubernetes: 8081). Unset: on `PORT`.",
    ),
  LOG_LEVEL: z
    .enum(logLevels)
    .default('info')
    .describe('The least severe log line written; anything else stops the start with a message naming it.'),
  DATABASE_URL: blankAsAbsent(z.string().url()).describe(
    "The service's PostgreSQL (notification keeps only the kit's tables there). Required when a service runs alone.",
  ),
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(10)
    .describe("Connections in the service's PostgreSQL pool."),
  KAFKA_BROKERS: blankAsAbsent(z.string()).describe(
    'Kafka brokers, `host:port` separated by commas. Unset: the in-process bus (only for services in one process).',
  ),
  KAFKA_IDEMPOTENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true')
    .describe("The idempotent producer; set `false` against librdkafka's mock cluster."),
  KAFKA_MOCK_CLUSTER: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe(
      "true only when KAFKA_BROKERS is librdkafka's mock cluster, as the test helpers and benchmarks " +
        "start it: group leaders then hand out assignments 500 ms late, around the mock's SyncGroup " +
        "race (bus/kafka-assigner.ts); real brokers get kafkajs' own round robin",
    ),
  KAFKA_FETCH_MAX_WAIT_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30_000)
    .default(500)
    .describe(
      "The longest a Kafka fetch waits for new events, so the most an idle consumer adds to an event's delivery.",
    ),
  KAFKA_SESSION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(6_000)
    .max(300_000)
    .default(30_000)
    .describe(
      'How long the consumer group waits for a silent instance (killed, frozen) before its partitions move to the others.',
    ),
  KAFKA_SASL_MECHANISM: z
    .enum(['plain', 'scram-sha-256', 'scram-sha-512'])
    .optional()
    .describe(
      'How the service signs in to Kafka, with `KAFKA_SASL_USERNAME` and `KAFKA_SASL_PASSWORD` (its own user: docker-compose.yml names it; what it may do: infra/kafka/acls.conf). Unset: no sign-in.',
    ),
  KAFKA_SASL_USERNAME: blankAsAbsent(z.string()).describe("The service's Kafka user."),
  KAFKA_SASL_PASSWORD: blankAsAbsent(z.string()).describe("The Kafka user's password."),
  KAFKA_TLS_CA_FILE: blankAsAbsent(z.string()).describe(
    "A PEM file of the CA that signed the brokers' certificates: TLS to the brokers (Kubernetes: Strimzi's cluster CA, infra/k8s/README.md). Unset: plain TCP.",
  ),
  KAFKA_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1_024)
    .default(1_000_000)
    .describe(
      "The largest event the outbox relay sends; a larger one is parked (Kafka's `message.max.bytes` is 1 MiB).",
    ),
  OUTBOX_SENT_RETENTION_HOURS: z.coerce
    .number()
    .min(0)
    .default(24)
    .describe('Sent outbox rows are deleted after this many hours.'),
  PROCESSED_EVENTS_RETENTION_DAYS: z.coerce
    .number()
    .min(1)
    .default(14)
    .describe(
      "Consumer ledger rows are deleted after this many days: keep it longer than the topics' retention.",
    ),
  REDIS_URL: blankAsAbsent(z.string().url()).describe(
    "Redis for what instances share: the rate-limit counters (the gateway's, user's login, registration and reset limits, messaging's contact and subscribe limits, order's checkout and verify limits, notification's handshakes) and notification's Socket.IO adapter and dedupe keys. Unset: each instance counts in its own memory.",
  ),
  JWT_PUBLIC_KEY: z
    .string()
    .optional()
    .describe(
      'The RSA public key (PEM) that checks access tokens, parsed at start: a malformed one stops the start naming the variable. This or `JWT_PUBLIC_KEY_FILE` is required.',
    ),
  JWT_PUBLIC_KEY_FILE: z.string().optional().describe('A file holding `JWT_PUBLIC_KEY`.'),
  JWT_ISSUER: z
    .string()
    .min(1)
    .default(tokenIssuer)
    .describe('The `iss` every token must carry (user writes it, every verifier checks it).'),
  JWT_AUDIENCE: z
    .string()
    .min(1)
    .default(tokenAudience)
    .describe('The `aud` every token must carry (user writes it, every verifier checks it).'),
  TOKEN_VERSION_CACHE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(5_000)
    .describe(
      "How long an instance trusts its last look at a user's token version (services with data except user); `0`: look every time.",
    ),
  ADMIN_MFA_REQUIRED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe(
      "An admin signed in without the second factor is refused by admin routes, is a plain user to owner-or-admin routes and stays out of the admins' socket room. Defaults to `true` where `NODE_ENV=production` (the service image; docker-compose and infra/k8s also set it).",
    ),
  BODY_LIMIT: z.string().default('100kb').describe('The largest request body a route parses.'),
  SHUTDOWN_GRACE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10_000)
    .describe('How long a stop waits for requests in flight before it closes their connections.'),
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
