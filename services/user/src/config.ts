import { z } from 'zod';

const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

export const userConfig = z.object({
  ADMIN_EMAIL: z.preprocess((value) => (value === '' ? undefined : value), z.string().email().optional()),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
});
