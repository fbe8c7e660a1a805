import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: guessing one is hopeless, so a fast hash (not a password hash) is enough to store it. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function refreshTokenHash(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** What a browser may send as the cookie: the base64url of 32 bytes, nothing else is looked up. */
export function isRefreshTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
