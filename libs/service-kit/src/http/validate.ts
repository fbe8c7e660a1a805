import type { z } from 'zod';
import { badRequest } from '../errors';

/** Parses input with a zod schema; failures become a 400 listing every problem as `{ msg }`. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  message = 'Invalid request',
): z.infer<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    msg: issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  }));
  throw badRequest(errors.length === 1 ? errors[0]!.msg : message, errors);
}
