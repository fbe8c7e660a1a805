import { z } from 'zod';
import type { BaseConfig, ServiceContext } from '@glow/service-kit';
import { resetConfigSchema } from './reset/reset-config';

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const userConfig = z
  .object({
    ADMIN_EMAIL: z.preprocess((value) => (value === '' ? undefined : value), z.string().email().optional()),
    ADMIN_USERNAME: z.string().min(1).default('admin'),
    ADMIN_PASSWORD: optional.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    JWT_PRIVATE_KEY: optional,
    JWT_PRIVATE_KEY_FILE: optional,
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
