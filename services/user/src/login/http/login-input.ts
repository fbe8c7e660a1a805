import { z } from 'zod';

export const loginInput = z.object({
  identifier: z
    .string({ error: 'Email or username is required' })
    .trim()
    .min(1, 'Email or username is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
