import type { ConfigOf } from '@glow/service-kit';
import { z } from 'zod';
import { providerConfigSchema } from './clients';

/**
 * The payment service's settings: the providers' (see clients/provider-config.ts) and its jobs'.
 * The kit merges shapes only, so the providers' rules (live mode's keys, production's mode) are
 * checked again at start (`create`).
 */
export const paymentConfigSchema = z.object({
  ...providerConfigSchema.shape,
  PAYMENT_RECONCILE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(30_000)
    .describe('How often reconciliation looks for expected payments due a look (each on its own schedule).'),
  PAYMENT_RECONCILE_MAX_DELAY_MS: z.coerce
    .number()
    .int()
    .min(30_000)
    .default(7_200_000)
    .describe('The longest wait between two looks at one reference (its waits grow from 30 s up to this).'),
  PAYMENT_PROVIDER_BREAK_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(30_000)
    .describe(
      'How long a provider that answered 429 (or kept timing out) is not called; gauge `payment_provider_circuit_open{provider}`.',
    ),
  PAYMENT_PROVIDER_TIMEOUTS_TO_BREAK: z.coerce
    .number()
    .int()
    .min(1)
    .default(3)
    .describe('Consecutive timeouts of a provider that open its circuit (one 429 does).'),
  PAYMENT_RECONCILE_MIN_AGE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(15_000)
    .describe("An expected payment younger than this is left to the browser's verify and the webhooks."),
  PAYMENT_WEBHOOK_POLL_MS: z.coerce
    .number()
    .int()
    .min(50)
    .default(5_000)
    .describe('How often the webhook worker looks for due webhooks besides being woken by a new one.'),
  PAYMENT_WEBHOOK_RETRY_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(2_000)
    .describe(
      'The first retry of an undecided webhook waits this long, each later one twice as long (up to 5 min).',
    ),
  PAYMENT_WEBHOOK_MAX_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .default(8)
    .describe('A webhook whose payment is still undecided after this many tries is left to reconciliation.'),
  PAYMENT_WEBHOOK_RETENTION_DAYS: z.coerce
    .number()
    .min(1)
    .default(30)
    .describe(
      'Processed webhooks are deleted this many days after processing (the verdicts stay in `payments`).',
    ),
  PAYMENT_REFUND_CHECK_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60_000)
    .describe(
      'How often refunds the provider accepted but has not confirmed are looked at (each less often as it ages).',
    ),
});

export type PaymentConfig = ConfigOf<typeof paymentConfigSchema>;
