import { z } from 'zod';
import { blankAsAbsent, mailConfigSchema, type BaseConfig, type ServiceContext } from '@glow/service-kit';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const secondsPerUnit = { s: 1, m: 60, h: 3_600, d: 86_400, w: 604_800, y: 31_557_600 } as const;
const writtenDuration = /^(\d+)\s*([smhdwy]?)$/;

function toSeconds(value: string): number {
  const [, amount, unit] = writtenDuration.exec(value)!;
  return Number(amount) * (unit ? secondsPerUnit[unit as keyof typeof secondsPerUnit] : 1);
}

/** A duration setting as people write it (`15m`, `12h`, `7d`, or plain seconds: `900`), read as seconds. */
function durationInSeconds(fallback: string) {
  return z
    .string()
    .regex(writtenDuration, 'must be like 15m, 12h, 7d or 900 (seconds)')
    .default(fallback)
    .transform(toSeconds);
}

/** Settings of password reset and of the mail that carries its codes (recovery/). */
const resetConfigSchema = z
  .object({
    RESET_CODE_TTL_MINUTES: count(15).describe('How long a password-reset code works.'),
    RESET_RATE_LIMIT_PER_IP: count(10).describe(
      'Per client address per window, each of: forgot-password; verify-reset-code and reset-password together.',
    ),
    RESET_RATE_LIMIT_PER_ACCOUNT: count(3).describe('Forgot-password requests per email per window.'),
    RESET_RATE_LIMIT_GLOBAL: count(1000).describe(
      'Verify-reset-code and reset-password for all clients together per window.',
    ),
    RESET_RATE_LIMIT_WINDOW_MS: count(15 * 60_000).describe("The reset limits' window."),
  })
  .extend(mailConfigSchema.shape);

export type ResetConfig = z.infer<typeof resetConfigSchema>;

/**
 * How long a sign-in lasts (sessions/). A session ends when it has not been refreshed for its idle
 * lifetime or at its absolute end, whichever comes first; admins' are short (OWASP ASVS level 2:
 * 30 minutes idle, 12 hours in all), shoppers stay signed in as in the best shops.
 */
const sessionConfigSchema = z.object({
  SESSION_IDLE_TTL: durationInSeconds('7d').describe(
    "A shopper's sign-in ends when it has not been refreshed for this long (`15m`, `12h`, `7d` or seconds).",
  ),
  SESSION_MAX_AGE: durationInSeconds('30d').describe("A shopper's sign-in ends this long after it began."),
  ADMIN_SESSION_IDLE_TTL: durationInSeconds('30m').describe("An admin's sign-in ends when idle this long."),
  ADMIN_SESSION_MAX_AGE: durationInSeconds('12h').describe(
    "An admin's sign-in ends this long after it began.",
  ),
  REFRESH_COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true')
    .describe(
      'The refresh cookie is `Secure`; only the embedded mode (plain http on localhost) turns it off.',
    ),
  REFRESH_RETRY_GRACE: durationInSeconds('5m').describe(
    'How long after its exchange a refresh token may be exchanged again when the token it was exchanged for is still unused (the answer was lost on the way); `0` turns it off.',
  ),
  REFRESH_RATE_LIMIT_PER_IP: z.coerce
    .number()
    .int()
    .min(1)
    .default(60)
    .describe('Session refreshes per client address per window.'),
  REFRESH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60_000)
    .describe("The refresh limit's window."),
});

export type SessionConfig = z.infer<typeof sessionConfigSchema>;

/** The admin second factor's settings (mfa/; see mfa/domain/secret-box.ts for the key). */
const mfaConfigSchema = z.object({
  MFA_SECRET_KEY: blankAsAbsent(z.string()).describe(
    "32 random bytes, base64 (`openssl rand -base64 32`): encrypts admins' authenticator secrets at rest (AES-256-GCM). Required where `NODE_ENV=production`; elsewhere, unset, a key for that run only (logged).",
  ),
  MFA_SECRET_KEY_FILE: blankAsAbsent(z.string()).describe('A file holding `MFA_SECRET_KEY`.'),
  MFA_RATE_LIMIT_PER_ACCOUNT: count(5).describe(
    "Second-factor code checks (sign-in's second step, confirm, turn off) per account per window, right or wrong.",
  ),
  MFA_RATE_LIMIT_PER_IP: count(20).describe('Second-factor code checks per client address per window.'),
  MFA_RATE_LIMIT_WINDOW_MS: count(15 * 60_000).describe("The code checks' window."),
  NODE_ENV: blankAsAbsent(z.string()).describe(
    'Only `production` matters to user: there `MFA_SECRET_KEY` is required (the service image sets it).',
  ),
});

export type MfaConfig = z.infer<typeof mfaConfigSchema>;

export const userConfig = z
  .object({
    ADMIN_EMAIL: blankAsAbsent(z.string().email()).describe(
      'The admin account seeded at start, with `ADMIN_USERNAME` and `ADMIN_PASSWORD`. Unset: no admin is seeded.',
    ),
    ADMIN_USERNAME: z.string().min(1).default('admin').describe("The seeded admin's username."),
    ADMIN_PASSWORD: blankAsAbsent(z.string().min(8, 'must be at least 8 characters')).describe(
      "The seeded admin's password.",
    ),
    JWT_PRIVATE_KEY: blankAsAbsent(z.string()).describe(
      'The RSA private key (PEM) user signs tokens with (it is the only signer). This or `JWT_PRIVATE_KEY_FILE` is required.',
    ),
    JWT_PRIVATE_KEY_FILE: blankAsAbsent(z.string()).describe('A file holding `JWT_PRIVATE_KEY`.'),
    JWT_EXPIRES_IN: durationInSeconds('15m').describe(
      "Access tokens' lifetime (`15m`, `12h`, `7d` or seconds); short, because the refresh cookie renews them.",
    ),
    LOGIN_RATE_LIMIT_PER_IP: count(100).describe(
      'Wrong passwords per client address per window; generous, since a carrier\'s NAT puts many shoppers behind one (services/user/README.md, "Login limits").',
    ),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: count(10).describe(
      'Wrong passwords per account (and per known device of it) per window.',
    ),
    LOGIN_RATE_LIMIT_WINDOW_MS: count(15 * 60_000).describe("The login limits' window."),
    REGISTER_RATE_LIMIT_PER_IP: count(10).describe('Registrations per client address per window.'),
    REGISTER_RATE_LIMIT_WINDOW_MS: count(60 * 60_000).describe("The registration limit's window."),
    RATE_LIMIT_PREFIX: z
      .string()
      .default('glow:user:rl:')
      .describe("Keeps user's limiter counters apart from other services' in a shared Redis."),
    REAUTH_RATE_LIMIT_PER_ACCOUNT: count(5).describe(
      'Checks of the current password (profile changes of email, username or password) per account per window.',
    ),
    REAUTH_RATE_LIMIT_WINDOW_MS: count(15 * 60_000).describe("The current-password checks' window."),
    SHOP_URL: z
      .url({ protocol: /^https?$/ })
      .default('http://127.0.0.1:8080')
      .describe(
        "The shop's address as browsers see it, for the links in user's mails (the email-change notice).",
      ),
    SHOP_EMAIL: z
      .email()
      .default('hello@glowbeauty.ng')
      .describe("Where shoppers write to the shop, named in user's mails."),
  })
  .extend(resetConfigSchema.shape)
  .extend(sessionConfigSchema.shape)
  .extend(mfaConfigSchema.shape);

export type UserConfig = z.infer<typeof userConfig>;

export type UserContext = ServiceContext<UserConfig & BaseConfig>;
