import type { ContactRequest } from '@glow/contracts';
import { parseInput } from '@glow/service-kit';
import { z } from 'zod';

const required = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/** Name and subject end up in header lines: any run of whitespace, line breaks included, becomes one space. */
const oneLine = (name: string, max: number) =>
  required(name, max).transform((text) => text.replace(/\s+/g, ' '));

export const contactInput = z.object({
  name: oneLine('Name', 100),
  email: required('Email', 254).pipe(z.email('Invalid email address')),
  subject: oneLine('Subject', 200),
  message: required('Message', 5_000),
});

export function readContactRequest(body: unknown): ContactRequest {
  return parseInput(contactInput, body, 'Please check the form');
}
