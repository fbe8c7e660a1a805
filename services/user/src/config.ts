import { z } from 'zod';
import { blankAsAbsent, type BaseConfig, type ServiceContext } from '@glow/service-kit';
import { resetConfigSchema } from './reset/reset-config';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const userConfig = z
  .object({
    ADMIN_EMAIL: blankAsAbsent(z.string().email()),
    ADMIN_USERNAME: z.string().min(1).default('admin'),
    ADMIN_PASSWORD: blankAsAbsent(z.string().min(8, 'must be at least 8 characters')),
    JWT_PRIVATE_KEY: blankAsAbsent(z.string()),
    JWT_PRIVATE_KEY_FILE: blankAsAbsent(z.string()),
    JWT_EXPIRES_IN: z
      .string()
      .regex(/^\d+\s*[smhdwy]?$/, 'must be like 7d, 12h or 3600')
      .default('7d'),
    LOGIN_RATE_LIMIT_PER_IP: count(20),
    LOGIN_RATE_LIMIT_PER_ACCOUNT: count(10),
    LOGIN_RATE_LIMIT_WINDOW_MS: count(15 * 60_000),
    REGISTER_RATE_LIMIT_PER_IP: count(10),
    REGISTER_RATE_LIMIT_WINDOW_MS: count(60 * 60_000),
    RATE_LIMIT_PREFIX: z.string().default('glow:user:rl:'),
  })
  .extend(resetConfigSchema.shape);

export type UserConfig = z.infer<typeof userConfig>;

export type UserContext = ServiceContext<UserConfig & BaseConfig>;
