import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface JwtKeys {
  publicKey: string;
  privateKeyFile: string;
  generated: boolean;
}

/** The RS256 pair is made once and reused, so sessions survive a restart. */
export function ensureJwtKeys(keysDir: string): JwtKeys {
  const privateKeyFile = path.join(keysDir, 'jwt-private.pem');
  const publicKeyFile = path.join(keysDir, 'jwt-public.pem');
  if (existsSync(privateKeyFile) && existsSync(publicKeyFile)) {
    return { publicKey: readFileSync(publicKeyFile, 'utf8'), privateKeyFile, generated: false };
  }
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  writeFileSync(privateKeyFile, pair.privateKey, { mode: 0o600 });
  writeFileSync(publicKeyFile, pair.publicKey);
  return { publicKey: pair.publicKey, privateKeyFile, generated: true };
}

/** The key that encrypts admins' authenticator secrets (MFA_SECRET_KEY_FILE): made once, like the pair. */
export function ensureMfaSecretKey(keysDir: string): string {
  const keyFile = path.join(keysDir, 'mfa-secret.key');
  if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(32).toString('base64'), { mode: 0o600 });
  return keyFile;
}
