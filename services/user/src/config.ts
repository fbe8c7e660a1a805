import { z } from 'zod';
import { blankAsAbsent, type BaseConfig, type ServiceContext } from '@glow/service-kit';
import { durationInSeconds } from './domain/duration';
import { mfaConfigSchema } from './mfa/mfa-config';
import { resetConfigSchema } from './reset/reset-config';
import { sessionConfigSchema } from './sessions/session-config';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const userConfig = z
  .object({
    ADMIN_EMAIL: blankAsAbsent(z.string().email()),
    ADMIN_USERNAME: z.string().min(1).default('admin'),
    ADMIN_PASSWORD: blankAsAbsent(z.string().min(8, 'must be at least 8 characters')),
    JWT_PRIVATE_KEY: blankAsAbsent(z.string()),
    JWT_PRIVATE_KEY_FILE: blankAsAbsent(z.string()),
    /** Access tokens are short: the refresh cookie renews them (see sessions/). */
    JWT_EXPIRES_IN: durationInSeconds('15m'),
    /** Wrong passwords per client address per window; generous, since a carrier's NAT puts many shoppers behind one. */
    LOGIN_RATE_LIMIT_PER_IP: count(100),
    /** Wrong passwords per account (and per known device of it) per window. */
    LOGIN_RATE_LIMIT_PER_ACCOUNT: count(10),
    LOGIN_RATE_LIMIT_WINDOW_MS: count(15 * 60_000),
    REGISTER_RATE_LIMIT_PER_IP: count(10),
    REGISTER_RATE_LIMIT_WINDOW_MS: count(60 * 60_000),
    RATE_LIMIT_PREFIX: z.string().default('glow:user:rl:'),
    /** Checks of the current password (profile changes of email, username or password) per account. */
    REAUTH_RATE_LIMIT_PER_ACCOUNT: count(5),
    REAUTH_RATE_LIMIT_WINDOW_MS: count(15 * 60_000),
    /** The shop's address as browsers see it, and where shoppers write to it: both go into mails. */
    SHOP_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:8080'),
    SHOP_EMAIL: z.email().default('hello@glowbeauty.ng'),
  })
  .extend(resetConfigSchema.shape)
  .extend(sessionConfigSchema.shape)
  .extend(mfaConfigSchema.shape);

export type UserConfig = z.infer<typeof userConfig>;

export type UserContext = ServiceContext<UserConfig & BaseConfig>;
