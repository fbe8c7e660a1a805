import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from '../../deploy/test/compose-file';

export const k8sDir = path.join(repoRoot, 'infra/k8s');

export const overlayNames = ['local', 'production'] as const;
export type Overlay = (typeof overlayNames)[number];

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

export interface Rendered {
  objects: Record<Overlay, K8sObject[]>;
  remove(): void;
}

/** kubectl's built-in kustomize (Debian's kubernetes-client, or a newer kubectl); KUBECTL names another. */
const kubectl = process.env.KUBECTL ?? 'kubectl';

function parseObjects(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => Boolean(object));
}

function kustomize(dir: string): K8sObject[] {
  try {
    return parseObjects(execFileSync(kubectl, ['kustomize', dir], { encoding: 'utf8', stdio: 'pipe' }));
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT') throw new Error(`${kubectl} not found: apt-get install -y kubernetes-client`);
    throw new Error(`kubectl kustomize ${dir} failed: ${stderr ?? String(error)}`);
  }
}

/**
 * Renders both overlays as an operator would: from a copy of infra/k8s whose local secrets
 * infra/deploy/make-secrets.sh has just written (the working tree is left alone).
 */
export function renderOverlays(): Rendered {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'glow-k8s-'));
  const copy = path.join(dir, 'k8s');
  cpSync(k8sDir, copy, {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(k8sDir, 'test')),
  });
  const secretsDir = path.join(copy, 'overlays/local/secrets');
  rmSync(secretsDir, { recursive: true, force: true });
  execFileSync('sh', [path.join(repoRoot, 'infra/deploy/make-secrets.sh')], {
    env: { ...process.env, SECRETS_DIR: secretsDir },
    stdio: 'pipe',
  });
  return {
    objects: {
      local: kustomize(path.join(copy, 'overlays/local')),
      production: kustomize(path.join(copy, 'overlays/production')),
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Every YAML file of infra/k8s as checked in, with its objects (or patches). */
export function sourceFiles(dir = k8sDir): { file: string; objects: K8sObject[] }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    if (!entry.name.endsWith('.yaml')) return [];
    return [{ file: path.relative(k8sDir, full), objects: parseObjects(readFileSync(full, 'utf8')) }];
  });
}

export function ofKind<T>(objects: K8sObject[], kind: string): (K8sObject & T)[] {
  return objects.filter((object) => object.kind === kind) as (K8sObject & T)[];
}
