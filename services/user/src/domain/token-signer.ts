import type { User } from '@glow/contracts';
import { assertKeyPair, readPrivateKey, readPublicKey } from '@glow/service-kit';
import jwt from 'jsonwebtoken';

export interface SignerSettings {
  JWT_PRIVATE_KEY?: string;
  JWT_PRIVATE_KEY_FILE?: string;
  JWT_PUBLIC_KEY?: string;
  JWT_PUBLIC_KEY_FILE?: string;
  JWT_EXPIRES_IN: string;
  JWT_ISSUER: string;
  JWT_AUDIENCE: string;
}

export type SignToken = (user: User, tokenVersion: number) => string;

/**
 * The signing key, parsed and checked against the verifying key at start: a malformed or
 * mismatched key would otherwise fail every registration and sign-in (or sign refused tokens).
 */
export function readSigningKey(settings: SignerSettings) {
  const privateKey = readPrivateKey(settings);
  assertKeyPair(privateKey, readPublicKey(settings));
  return privateKey;
}

/** Only this service signs tokens; every other service verifies them with the public key. */
export function createTokenSigner(settings: SignerSettings): SignToken {
  const privateKey = readSigningKey(settings);
  const expiresIn = (
    /^\d+$/.test(settings.JWT_EXPIRES_IN)
      ? Number(settings.JWT_EXPIRES_IN)
      : settings.JWT_EXPIRES_IN.replace(/\s/g, '')
  ) as jwt.SignOptions['expiresIn'];
  return (user, tokenVersion) =>
    jwt.sign({ _id: user._id, isAdmin: user.isAdmin, tv: tokenVersion }, privateKey, {
      algorithm: 'RS256',
      expiresIn,
      issuer: settings.JWT_ISSUER,
      audience: settings.JWT_AUDIENCE,
    });
}
