import path from 'node:path';
import { z } from 'zod';

/** Catalog's settings beyond the kit's base ones. */
export const catalogConfigSchema = z.object({
  UPLOADS_DIR: z
    .string()
    .min(1)
    .default('.data/uploads')
    .transform((dir) => path.resolve(dir)),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  UPLOAD_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(100).default(10),
  /** Listing pages kept in memory per instance (see README, "Listing cache"). */
  LISTING_CACHE_PAGES: z.coerce.number().int().min(1).max(100_000).default(2000),
  EXCHANGE_RATES_URL: z.url({ protocol: /^https?$/ }).default('https://open.er-api.com/v6/latest/NGN'),
  EXCHANGE_RATES_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  EXCHANGE_RATES_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(5000),
});

export type CatalogSettings = z.infer<typeof catalogConfigSchema>;
