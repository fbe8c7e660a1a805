import { z } from 'zod';
import { blankAsAbsent, type BaseConfig, type ServiceContext } from '@glow/service-kit';
import { durationInSeconds } from './domain/duration';
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
    LOGIN_RATE_LIMIT_PER_IP: count(20),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: count(10),
    LOGIN_RATE_LIMIT_WINDOW_MS: count(15 * 60_000),
    REGISTER_RATE_LIMIT_PER_IP: count(10),
    REGISTER_RATE_LIMIT_WINDOW_MS: count(60 * 60_000),
    RATE_LIMIT_PREFIX: z.string().default('glow:user:rl:'),
  })
  .extend(resetConfigSchema.shape)
  .extend(sessionConfigSchema.shape);

export type UserConfig = z.infer<typeof userConfig>;

export type UserContext = ServiceContext<UserConfig & BaseConfig>;
