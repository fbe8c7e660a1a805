import { z } from 'zod';
import { blankAsAbsent } from '../values/blank-as-absent';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The settings of a service that sends mail; merged into that service's config. */
export const mailConfigSchema = z.object({
  SMTP_URL: blankAsAbsent(z.string().url()).describe(
    "The SMTP server mail goes through: user's reset codes and notices, messaging's contact mails, newsletter confirmations and issues, order's confirmations. Unset: each mail is written as an `.eml` file to `MAIL_DIR`.",
  ),
  MAIL_FROM: z.string().min(1).default('Glow <no-reply@glow.local>').describe("The mails' sender."),
  MAIL_DIR: z
    .string()
    .min(1)
    .default('.data/mail')
    .describe(
      'Where mails are written when `SMTP_URL` is unset (a relative path resolves from where the process runs).',
    ),
  MAIL_ATTEMPTS: count(4).describe('Tries per mail.'),
  MAIL_RETRY_DELAY_MS: count(2_000).describe(
    'The wait before the second try of a mail; it doubles with each later one, up to a minute.',
  ),
  /** Above the longest send (the SMTP timeouts add up to 90 s), or a slow send goes twice. */
  MAIL_LEASE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(120)
    .describe(
      "How long a claimed mail is left to its sender: a crashed instance's mail is sent by another after this. Keep it above the longest SMTP send (90 s).",
    ),
});

export type MailConfig = z.infer<typeof mailConfigSchema>;
