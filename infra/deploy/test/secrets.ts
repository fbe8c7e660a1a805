import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnvFile, repoRoot } from './compose-file';

export interface GeneratedSecrets {
  dir: string;
  composeEnv: Record<string, string>;
  remove(): void;
}

/** Runs infra/deploy/make-secrets.sh into a temporary folder, as an operator would before `up`. */
export function makeSecrets(): GeneratedSecrets {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'glow-secrets-')), 'secrets');
  execFileSync('sh', [path.join(repoRoot, 'infra/deploy/make-secrets.sh')], {
    env: { ...process.env, SECRETS_DIR: dir },
    stdio: 'pipe',
  });
  return {
    dir,
    composeEnv: parseEnvFile(readFileSync(path.join(dir, 'compose.env'), 'utf8')),
    remove: () => rmSync(path.dirname(dir), { recursive: true, force: true }),
  };
}
