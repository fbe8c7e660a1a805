import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { tokenAudience, tokenIssuer, type TokenClaims } from '@glow/contracts';

export interface TestKeys {
  publicKey: string;
  privateKey: string;
  sign(claims: Partial<TokenClaims> & { _id: string }, options?: jwt.SignOptions): string;
}

/** A fresh RS256 key pair, signing tokens the way the user service does (default `iss` and `aud`). */
export function createTestKeys(): TestKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    publicKey,
    privateKey,
    sign: (claims, options = {}) => {
      const settings: Record<string, unknown> = {
        algorithm: 'RS256',
        expiresIn: '1h',
        issuer: tokenIssuer,
        audience: tokenAudience,
        ...options,
      };
      // `{ issuer: undefined }` signs without the claim, like a token from before it existed.
      for (const [name, value] of Object.entries(settings)) if (value === undefined) delete settings[name];
      return jwt.sign({ isAdmin: false, tv: 0, ...claims }, privateKey, settings as jwt.SignOptions);
    },
  };
}
