import { oneTimeCodeMethod, passwordMethod } from '@glow/contracts';
import { assertKeyPair, readPrivateKey, readPublicKey } from '@glow/service-kit';
import jwt from 'jsonwebtoken';
import type { StoredUser } from '../../users/data/user-repository';

export interface SignerSettings {
  JWT_PRIVATE_KEY?: string;
  JWT_PRIVATE_KEY_FILE?: string;
  JWT_PUBLIC_KEY?: string;
  JWT_PUBLIC_KEY_FILE?: string;
  /** Seconds an access token lives. */
  JWT_EXPIRES_IN: number;
  JWT_ISSUER: string;
  JWT_AUDIENCE: string;
}

/** The sign-in session a token belongs to, and whether that sign-in used the second factor. */
export interface SessionRef {
  id: string;
  mfa: boolean;
}

export interface TokenSigner {
  sign(user: StoredUser, session: SessionRef): string;
  /** Seconds each token lives, as answered to the browser (`expiresIn`). */
  lifetimeSeconds: number;
}

/**
 * The signing key, parsed and checked against the verifying key at start: a malformed or
 * mismatched key would otherwise fail every registration and sign-in (or sign refused tokens).
 */
export function readSigningKey(settings: Omit<SignerSettings, 'JWT_EXPIRES_IN'>) {
  const privateKey = readPrivateKey(settings);
  assertKeyPair(privateKey, readPublicKey(settings));
  return privateKey;
}

/** Only this service signs tokens; every other service verifies them with the public key. */
export function createTokenSigner(settings: SignerSettings): TokenSigner {
  const privateKey = readSigningKey(settings);
  return {
    lifetimeSeconds: settings.JWT_EXPIRES_IN,
    sign: (user, session) =>
      jwt.sign(
        {
          _id: user._id,
          isAdmin: user.isAdmin,
          tv: user.tokenVersion,
          sid: session.id,
          amr: session.mfa ? [passwordMethod, oneTimeCodeMethod] : [passwordMethod],
        },
        privateKey,
        {
          algorithm: 'RS256',
          expiresIn: settings.JWT_EXPIRES_IN,
          issuer: settings.JWT_ISSUER,
          audience: settings.JWT_AUDIENCE,
        },
      ),
  };
}
