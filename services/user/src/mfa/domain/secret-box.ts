import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError, type Logger } from '@glow/service-kit';
import type { MfaConfig } from '../../config';

const ivBytes = 12;
const tagBytes = 16;

/** Encrypts authenticator secrets at rest; the user id is bound in, so a row copied to another user does not open. */
export interface SecretBox {
  seal(secret: string, userId: string): Buffer;
  open(sealed: Buffer, userId: string): string;
}

function readKey(config: MfaConfig, logger: Logger): Buffer {
  const from = config.MFA_SECRET_KEY ? 'MFA_SECRET_KEY' : 'MFA_SECRET_KEY_FILE';
  const text =
    config.MFA_SECRET_KEY ?? (config.MFA_SECRET_KEY_FILE && readFileSync(config.MFA_SECRET_KEY_FILE, 'utf8'));
  if (text) {
    const key = Buffer.from(text.trim(), 'base64');
    if (key.length !== 32)
      throw new ConfigError(`${from}: expected 32 random bytes in base64 (openssl rand -base64 32)`);
    return key;
  }
  if (config.NODE_ENV === 'production')
    throw new ConfigError(
      'Invalid configuration: MFA_SECRET_KEY (or MFA_SECRET_KEY_FILE) is required in production',
    );
  logger.warn(
    'MFA_SECRET_KEY is not set: a key for this run only, two-factor enrolments will not survive a restart',
  );
  return randomBytes(32);
}

/** AES-256-GCM: iv (12 bytes), tag (16 bytes) and ciphertext in one value. */
export function createSecretBox(config: MfaConfig, logger: Logger): SecretBox {
  const key = readKey(config, logger);
  return {
    seal(secret, userId) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(userId));
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
    },
    open(sealed, userId) {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, ivBytes))
        .setAAD(Buffer.from(userId))
        .setAuthTag(sealed.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(sealed.subarray(ivBytes + tagBytes)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
