import { readFileSync } from 'node:fs';
import { ConfigError } from './config';

/** The JWT public key from JWT_PUBLIC_KEY (PEM, `\n` escapes allowed) or JWT_PUBLIC_KEY_FILE. */
export function readPublicKey(settings: { JWT_PUBLIC_KEY?: string; JWT_PUBLIC_KEY_FILE?: string }): string {
  if (settings.JWT_PUBLIC_KEY) return settings.JWT_PUBLIC_KEY.replace(/\\n/g, '\n');
  if (settings.JWT_PUBLIC_KEY_FILE) {
    try {
      return readFileSync(settings.JWT_PUBLIC_KEY_FILE, 'utf8');
    } catch (error) {
      throw new ConfigError(
        `JWT_PUBLIC_KEY_FILE: cannot read ${settings.JWT_PUBLIC_KEY_FILE} (${(error as Error).message})`,
      );
    }
  }
  throw new ConfigError('Invalid configuration: JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE is required');
}
