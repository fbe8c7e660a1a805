import { readFileSync } from 'node:fs';
import type { User } from '@glow/contracts';
import { ConfigError } from '@glow/service-kit';
import jwt from 'jsonwebtoken';

export interface SignerSettings {
  JWT_PRIVATE_KEY?: string;
  JWT_PRIVATE_KEY_FILE?: string;
  JWT_EXPIRES_IN: string;
}

export type SignToken = (user: User, tokenVersion: number) => string;

/** The RS256 private key from JWT_PRIVATE_KEY (PEM, `\n` escapes allowed) or JWT_PRIVATE_KEY_FILE. */
export function readPrivateKey(settings: SignerSettings): string {
  if (settings.JWT_PRIVATE_KEY) return settings.JWT_PRIVATE_KEY.replace(/\\n/g, '\n');
  if (settings.JWT_PRIVATE_KEY_FILE) {
    try {
      return readFileSync(settings.JWT_PRIVATE_KEY_FILE, 'utf8');
    } catch (error) {
      throw new ConfigError(
        `JWT_PRIVATE_KEY_FILE: cannot read ${settings.JWT_PRIVATE_KEY_FILE} (${(error as Error).message})`,
      );
    }
  }
  throw new ConfigError('Invalid configuration: JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE is required');
}

/** Only this service signs tokens; every other service verifies them with the public key. */
export function createTokenSigner(settings: SignerSettings): SignToken {
  const privateKey = readPrivateKey(settings);
  const expiresIn = (
    /^\d+$/.test(settings.JWT_EXPIRES_IN)
      ? Number(settings.JWT_EXPIRES_IN)
      : settings.JWT_EXPIRES_IN.replace(/\s/g, '')
  ) as jwt.SignOptions['expiresIn'];
  return (user, tokenVersion) =>
    jwt.sign({ _id: user._id, isAdmin: user.isAdmin, tv: tokenVersion }, privateKey, {
      algorithm: 'RS256',
      expiresIn,
    });
}
