import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import {
  oneTimeCodeMethod,
  passwordMethod,
  tokenAudience,
  tokenIssuer,
  type TokenClaims,
} from '@glow/contracts';

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
      // `mfa` is written as the user service writes it: RFC 8176 methods in `amr`.
      const { mfa, ...rest } = claims;
      const amr =
        mfa === undefined ? {} : { amr: mfa ? [passwordMethod, oneTimeCodeMethod] : [passwordMethod] };
      return jwt.sign({ isAdmin: false, tv: 0, ...rest, ...amr }, privateKey, settings as jwt.SignOptions);
    },
  };
}
