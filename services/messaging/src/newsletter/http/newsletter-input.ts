import type { NewsletterIssueRequest, SubscriberStatus } from '@glow/contracts';
import { badRequest, parseInput } from '@glow/service-kit';
import { z } from 'zod';
import type { SubscriberFilter } from '../data/subscriber-filter-sql';

const required = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/** Stored and compared trimmed and lowercased. */
export const emailAddress = required('Email', 254)
  .pipe(z.email('Invalid email address'))
  .transform((email) => email.toLowerCase());

export const subscribeInput = z.object({ email: emailAddress });

const statuses = ['pending', 'confirmed', 'unsubscribed'] as const satisfies SubscriberStatus[];

export const subscriberQuery = z.object({
  // Checked here, not left to PostgreSQL: the CSV export has begun its answer when the query runs.
  search: z
    .string({ error: 'search must be one text' })
    .trim()
    .max(254)
    .refine((text) => !text.includes('\0'), 'must not contain NUL (U+0000) characters')
    .optional(),
  status: z
    .enum(['', ...statuses], { error: `status must be one of ${statuses.join(', ')}` })
    .optional()
    .transform((status) => status || undefined),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(1_000_000, 'page must be at most 1000000')
    .default(1),
});

export const issueInput = z.object({
  subject: required('Subject', 200),
  body: required('Body', 50_000),
});

export function readSubscribeEmail(body: unknown): string {
  return parseInput(subscribeInput, body).email;
}

/** What `readToken` accepts, for the API description. */
export const tokenInput = z.object({ token: z.string().min(1).max(200).optional() });

/** A link's token from a JSON body or from the query (the one-click unsubscribe of RFC 8058). */
export function readToken(body: unknown, query: unknown, invalid: string): string {
  const fromBody = (body as { token?: unknown } | undefined)?.token;
  const token = fromBody ?? (query as { token?: unknown }).token;
  if (typeof token !== 'string' || token.trim() === '' || token.length > 200) throw badRequest(invalid);
  return token.trim();
}

export function readSubscriberQuery(query: unknown): SubscriberFilter & { page: number } {
  return parseInput(subscriberQuery, query, 'Invalid subscriber filter');
}

export function readIssueRequest(body: unknown): NewsletterIssueRequest {
  return parseInput(issueInput, body, 'Please give the issue a subject and a body');
}
