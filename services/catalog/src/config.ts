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
});

export type CatalogSettings = z.infer<typeof catalogConfigSchema>;
