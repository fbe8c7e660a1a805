import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface AdminAccount {
  email: string;
  username: string;
  password: string;
}

/** Env wins; otherwise a password generated on the first start is kept in the data folder. */
export function adminAccount(env: NodeJS.ProcessEnv, passwordFile: string): AdminAccount {
  const email = env.ADMIN_EMAIL || 'admin@glow.local';
  const username = env.ADMIN_USERNAME || 'admin';
  if (env.ADMIN_PASSWORD) return { email, username, password: env.ADMIN_PASSWORD };
  if (existsSync(passwordFile)) {
    const stored = readFileSync(passwordFile, 'utf8').trim();
    if (stored) return { email, username, password: stored };
  }
  const password = randomBytes(12).toString('base64url');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  return { email, username, password };
}
