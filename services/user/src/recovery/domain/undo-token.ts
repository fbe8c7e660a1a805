import { createHash, randomBytes } from 'node:crypto';

/** How long the link in an email-change notice can undo the change. */
export const UNDO_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** 256 random bits, URL-safe: it travels in a link. */
export function newUndoToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 256-bit random token needs no slow hash: nobody can enumerate its inputs. */
export function undoTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isUndoTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
