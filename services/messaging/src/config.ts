import { mailConfigSchema, type BaseConfig, type ServiceContext } from '@glow/service-kit';
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The contact form (contact/). */
const contactConfigSchema = z.object({
  CONTACT_RATE_LIMIT_PER_IP: count(5).describe(
    'Contact-form messages one client address may send per window.',
  ),
  CONTACT_RATE_LIMIT_WINDOW_MS: count(15 * 60_000).describe("The contact form's limit window."),
});

/** The newsletter (newsletter/): subscribing, and the sender of issues. */
const newsletterConfigSchema = z.object({
  NEWSLETTER_RATE_LIMIT_PER_IP: count(5).describe('Subscribe requests per client address per window.'),
  NEWSLETTER_RATE_LIMIT_PER_EMAIL: count(3).describe(
    'Subscribe requests per email address per window, so nobody is mail-bombed.',
  ),
  NEWSLETTER_RATE_LIMIT_WINDOW_MS: count(15 * 60_000).describe("The subscribe limits' window."),
  NEWSLETTER_CONFIRM_TTL_HOURS: count(7 * 24).describe('How long a confirmation link works.'),
  NEWSLETTER_CONCURRENCY: count(8).describe(
    'Issue mails sent at once (and SMTP connections kept open for them).',
  ),
  NEWSLETTER_BATCH_SIZE: count(100).describe('Deliveries one instance claims at a time.'),
  NEWSLETTER_LEASE_SECONDS: count(120).describe(
    "How long a claim is left alone: a crashed instance's deliveries come back after this.",
  ),
});

export type NewsletterConfig = z.infer<typeof newsletterConfigSchema>;

/** Messaging's settings beyond the kit's base ones: mail, contact and newsletter. */
export const messagingConfigSchema = z
  .object({
    SHOP_URL: z
      .url({ protocol: /^https?$/ })
      .default('http://127.0.0.1:8080')
      .describe("The shop's public address, for the links in mails (newsletter confirm and unsubscribe)."),
    SHOP_EMAIL: z
      .string()
      .email()
      .default('hello@glowbeauty.ng')
      .describe('Where contact-form messages are mailed.'),
    RATE_LIMIT_PREFIX: z
      .string()
      .default('glow:messaging:rl:')
      .describe("Keeps messaging's limiter counters apart from other services' in a shared Redis."),
  })
  .extend(mailConfigSchema.shape)
  .extend(contactConfigSchema.shape)
  .extend(newsletterConfigSchema.shape);

export type MessagingConfig = z.infer<typeof messagingConfigSchema>;

export type MessagingContext = ServiceContext<MessagingConfig & BaseConfig>;
