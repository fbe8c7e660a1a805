import { blankAsAbsent } from '@glow/service-kit';
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Settings of password reset and its mail; merged into the user service's config. */
export const resetConfigSchema = z.object({
  RESET_CODE_TTL_MINUTES: count(15),
  RESET_RATE_LIMIT_PER_IP: count(10),
  RESET_RATE_LIMIT_PER_ACCOUNT: count(3),
  RESET_RATE_LIMIT_GLOBAL: count(1000),
  RESET_RATE_LIMIT_WINDOW_MS: count(15 * 60_000),
  SMTP_URL: blankAsAbsent(z.string().url()),
  MAIL_FROM: z.string().min(1).default('Glow <no-reply@glow.local>'),
  MAIL_DIR: z.string().min(1).default('.data/mail'),
  /** Tries per mail, and the wait before the second one (doubling, at most a minute). */
  MAIL_ATTEMPTS: count(4),
  MAIL_RETRY_DELAY_MS: count(2_000),
});

export type ResetConfig = z.infer<typeof resetConfigSchema>;
