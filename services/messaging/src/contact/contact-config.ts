import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const contactConfigSchema = z.object({
  /** Contact-form messages one client address may send per window. */
  CONTACT_RATE_LIMIT_PER_IP: count(5),
  CONTACT_RATE_LIMIT_WINDOW_MS: count(15 * 60_000),
});

export type ContactConfig = z.infer<typeof contactConfigSchema>;
