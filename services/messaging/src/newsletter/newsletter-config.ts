import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const newsletterConfigSchema = z.object({
  /** Subscribe requests per client address, and per email address (so nobody is mail-bombed), per window. */
  NEWSLETTER_RATE_LIMIT_PER_IP: count(5),
  NEWSLETTER_RATE_LIMIT_PER_EMAIL: count(3),
  NEWSLETTER_RATE_LIMIT_WINDOW_MS: count(15 * 60_000),
  /** How long a confirmation link works. */
  NEWSLETTER_CONFIRM_TTL_HOURS: count(7 * 24),
  /** Issue mails sent at once (and SMTP connections kept open for them). */
  NEWSLETTER_CONCURRENCY: count(8),
  /** Deliveries one instance claims at a time. */
  NEWSLETTER_BATCH_SIZE: count(100),
  /** How long a claim is left alone: a crashed instance's deliveries come back after this. */
  NEWSLETTER_LEASE_SECONDS: count(120),
});

export type NewsletterConfig = z.infer<typeof newsletterConfigSchema>;
