import { createHash, randomInt } from 'node:crypto';

/** 32 symbols without 0/O and 1/I, so a code read from a mail is typed back without doubt. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** 32^10 = 2^50 codes; see recovery/README.md for why that is enough under the rate limits. */
export const CODE_LENGTH = 10;

export function generateResetCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function normalizeResetCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A 50-bit random code needs no slow hash: nobody can enumerate 2^50 inputs to invert it. */
export function hashResetCode(code: string): string {
  return createHash('sha256').update(normalizeResetCode(code)).digest('hex');
}
