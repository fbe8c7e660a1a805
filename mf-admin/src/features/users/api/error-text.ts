import { ApiError } from '@glow/web-kit';

/** The server's own message when the call reached it, else the screen's default text. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
