import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { TokenClaims } from '@glow/contracts';

export interface TestKeys {
  publicKey: string;
  privateKey: string;
  sign(claims: Partial<TokenClaims> & { _id: string }, options?: jwt.SignOptions): string;
}

/** A fresh RS256 key pair, signing tokens the way the user service does. */
export function createTestKeys(): TestKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    publicKey,
    privateKey,
    sign: (claims, options = {}) =>
      jwt.sign({ isAdmin: false, tv: 0, ...claims }, privateKey, {
        algorithm: 'RS256',
        expiresIn: '1h',
        ...options,
      }),
  };
}
