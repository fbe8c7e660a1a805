import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError } from './config';

interface KeySettings {
  /** The PEM itself (`\n` escapes allowed). */
  inline: string | undefined;
  /** A file holding the PEM. */
  file: string | undefined;
}

/** The PEM text from the inline variable or the file, and the name of the variable it came from. */
function readPem(variable: string, { inline, file }: KeySettings): { pem: string; from: string } {
  if (inline) return { pem: inline.replace(/\\n/g, '\n'), from: variable };
  if (file) {
    try {
      return { pem: readFileSync(file, 'utf8'), from: `${variable}_FILE` };
    } catch (error) {
      throw new ConfigError(`${variable}_FILE: cannot read ${file} (${(error as Error).message})`);
    }
  }
  throw new ConfigError(`Invalid configuration: ${variable} or ${variable}_FILE is required`);
}

/** Tokens are RS256: anything but an RSA key would make every token fail, so it stops the start. */
function assertRsa(key: KeyObject, from: string): KeyObject {
  if (key.asymmetricKeyType !== 'rsa')
    throw new ConfigError(`${from}: expected an RSA key (tokens are RS256), got ${key.asymmetricKeyType}`);
  return key;
}

function parseError(from: string, what: string, error: unknown): ConfigError {
  // node:crypto's reasons (`unsupported`, `bad decrypt`) name the problem; the key itself is never echoed.
  const reason = (error as { code?: string }).code ?? (error as Error).message;
  return new ConfigError(`${from}: not a valid PEM ${what} (${reason})`);
}

/**
 * The JWT public key from JWT_PUBLIC_KEY (PEM, `\n` escapes allowed) or JWT_PUBLIC_KEY_FILE, parsed
 * at start: a malformed key would otherwise make every valid token "invalid" with nothing logged.
 */
export function readPublicKey(settings: {
  JWT_PUBLIC_KEY?: string;
  JWT_PUBLIC_KEY_FILE?: string;
}): KeyObject {
  const { pem, from } = readPem('JWT_PUBLIC_KEY', {
    inline: settings.JWT_PUBLIC_KEY,
    file: settings.JWT_PUBLIC_KEY_FILE,
  });
  if (/PRIVATE KEY-----/.test(pem))
    throw new ConfigError(`${from}: holds a private key; give only the public key to verifiers`);
  try {
    return assertRsa(createPublicKey(pem), from);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw parseError(from, 'public key', error);
  }
}

/** The RS256 signing key from JWT_PRIVATE_KEY (PEM, `\n` escapes allowed) or JWT_PRIVATE_KEY_FILE, parsed at start. */
export function readPrivateKey(settings: {
  JWT_PRIVATE_KEY?: string;
  JWT_PRIVATE_KEY_FILE?: string;
}): KeyObject {
  const { pem, from } = readPem('JWT_PRIVATE_KEY', {
    inline: settings.JWT_PRIVATE_KEY,
    file: settings.JWT_PRIVATE_KEY_FILE,
  });
  try {
    return assertRsa(createPrivateKey(pem), from);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw parseError(from, 'private key', error);
  }
}

/** A signer whose tokens its own verifiers refuse is a misconfiguration: say so at start. */
export function assertKeyPair(privateKey: KeyObject, publicKey: KeyObject): void {
  const derived = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const given = publicKey.export({ type: 'spki', format: 'der' });
  if (!derived.equals(given))
    throw new ConfigError('JWT_PRIVATE_KEY does not match JWT_PUBLIC_KEY: tokens it signs would be refused');
}
