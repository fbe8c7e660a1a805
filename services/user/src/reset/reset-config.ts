import { mailConfigSchema } from '@glow/service-kit';
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Settings of password reset and of the mail that carries its codes; merged into the user service's config. */
export const resetConfigSchema = z
  .object({
    RESET_CODE_TTL_MINUTES: count(15),
    RESET_RATE_LIMIT_PER_IP: count(10),
    RESET_RATE_LIMIT_PER_ACCOUNT: count(3),
    RESET_RATE_LIMIT_GLOBAL: count(1000),
    RESET_RATE_LIMIT_WINDOW_MS: count(15 * 60_000),
  })
  .extend(mailConfigSchema.shape);

export type ResetConfig = z.infer<typeof resetConfigSchema>;
