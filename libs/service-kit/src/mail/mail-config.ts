import { z } from 'zod';
import { blankAsAbsent } from '../values/blank-as-absent';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The settings of a service that sends mail; merged into that service's config. */
export const mailConfigSchema = z.object({
  /** SMTP when set; otherwise (embedded mode) each mail becomes an .eml file in MAIL_DIR. */
  SMTP_URL: blankAsAbsent(z.string().url()),
  MAIL_FROM: z.string().min(1).default('Glow <no-reply@glow.local>'),
  MAIL_DIR: z.string().min(1).default('.data/mail'),
  /** Tries per mail, and the wait before the second one (doubling, at most a minute). */
  MAIL_ATTEMPTS: count(4),
  MAIL_RETRY_DELAY_MS: count(2_000),
  /**
   * How long a claimed mail is left to its sender: a crashed instance's mail is sent by another after
   * this. Keep it above the longest send (the SMTP timeouts add up to 90 s), or a slow send goes twice.
   */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).default(120),
});

export type MailConfig = z.infer<typeof mailConfigSchema>;
