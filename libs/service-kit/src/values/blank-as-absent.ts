import { z } from 'zod';

/** `VAR=` in an env file, `?search=` in a URL, `null` in a form: the value was not given. */
function absentWhenBlank(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** `schema`, optional, where an empty string (or null) counts as absent instead of as a bad value. */
export function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess(absentWhenBlank, schema.optional());
}
