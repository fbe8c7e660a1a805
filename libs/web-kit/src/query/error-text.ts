import { ApiError } from '../api/api-error';

/** What a screen shows for a failed call: the server's own text when it gave one, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
