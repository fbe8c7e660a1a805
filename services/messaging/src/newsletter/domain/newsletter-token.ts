import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: confirmation and unsubscribe links carry one. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a random 256-bit token needs no slow hash to be beyond guessing or inverting. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
