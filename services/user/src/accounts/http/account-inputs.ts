import { blankAsAbsent } from '@glow/service-kit';
import { z } from 'zod';

const required = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`);
const username = required('Username').max(50, 'Username must be at most 50 characters');
const email = required('Email').max(254).pipe(z.email('Please enter a valid email'));
const password = z
  .string({ error: 'Password is required' })
  .min(6, 'Password must be at least 6 characters')
  .max(256, 'Password must be at most 256 characters');
const mismatch = { error: 'Passwords do not match' };

export const registerInput = z
  .object({
    username,
    email,
    password,
    confirmPassword: z.string({ error: 'Please confirm the password' }),
  })
  .refine((input) => input.password === input.confirmPassword, mismatch);

export const profileInput = z
  .object({
    username: username.optional(),
    email: email.optional(),
    password: blankAsAbsent(password),
    confirmPassword: blankAsAbsent(z.string()),
    currentPassword: blankAsAbsent(z.string().max(256, 'Password must be at most 256 characters')),
  })
  .refine((input) => !input.password || input.password === input.confirmPassword, mismatch);

export const adminUserInput = z.strictObject({
  username: username.optional(),
  email: email.optional(),
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).optional(),
});
