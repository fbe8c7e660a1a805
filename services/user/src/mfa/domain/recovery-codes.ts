import { createHash, randomInt } from 'node:crypto';

export const recoveryCodeCount = 10;

// Crockford's base32 alphabet: no I, L, O or U to misread when typing a code from paper.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * 16 characters of 32 (80 random bits), shown as XXXX-XXXX-XXXX-XXXX. That is beyond any offline
 * guessing, so a fast hash (SHA-256) stores them as safely as a password hash would, and checking
 * one costs nothing.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const characters = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return characters.match(/.{4}/g)!.join('-');
  });
}

/** Case, spaces and dashes as typed do not matter. */
export function recoveryCodeHash(code: string): Buffer {
  const normalized = code.toUpperCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalized).digest();
}
