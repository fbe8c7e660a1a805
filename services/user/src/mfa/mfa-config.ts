import { blankAsAbsent } from '@glow/service-kit';
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The admin second factor's settings (see secret-box.ts for the key). */
export const mfaConfigSchema = z.object({
  /** 32 random bytes, base64: encrypts the authenticator secrets at rest. Required in production. */
  MFA_SECRET_KEY: blankAsAbsent(z.string()),
  MFA_SECRET_KEY_FILE: blankAsAbsent(z.string()),
  /** Code checks (sign-in, confirm, turn off) per account per window, right or wrong. */
  MFA_RATE_LIMIT_PER_ACCOUNT: count(5),
  MFA_RATE_LIMIT_PER_IP: count(20),
  MFA_RATE_LIMIT_WINDOW_MS: count(15 * 60_000),
  NODE_ENV: blankAsAbsent(z.string()),
});

export type MfaConfig = z.infer<typeof mfaConfigSchema>;
