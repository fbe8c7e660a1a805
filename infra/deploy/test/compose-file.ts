import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

export type EnvValue = string | number | boolean | null;

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, EnvValue>;
  secrets?: string[];
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string | string[] };
  entrypoint?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  secrets: Record<string, { file: string }>;
  volumes: Record<string, unknown>;
}

export function composeText(): string {
  return readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
}

/** docker-compose.yml as Compose reads it: anchors resolved, `<<` merge keys applied. */
export function readCompose(): ComposeFile {
  return parse(composeText(), { merge: true }) as ComposeFile;
}

const substitution = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;

/** Compose's variable substitution: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $$. */
export function interpolate(value: string, vars: Record<string, string | undefined>): string {
  return value.replace(
    substitution,
    (match, name: string | undefined, operator: string | undefined, word = '') => {
      if (match === '$$') return '$';
      const current = vars[name!];
      const missing = operator?.startsWith(':') ? !current : current === undefined;
      if (!missing) return current!;
      if (operator?.endsWith('?')) throw new Error(`compose needs ${name}: ${word}`);
      return operator ? word : '';
    },
  );
}

/** Variables the file refuses to start without (`${VAR:?…}`). */
export function requiredVariables(text: string): string[] {
  return [...new Set([...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?\?/g)].map((match) => match[1]!))];
}

/** A container's environment after substitution; values as the process sees them (strings). */
export function containerEnv(service: ComposeService, vars: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value ?? ''), vars),
    ]),
  );
}

/** KEY=value lines of an env file such as compose.env (comments and blank lines skipped). */
export function parseEnvFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}
