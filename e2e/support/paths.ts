import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** Failure screenshots and the stack's log; gitignored. */
export const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');

/** What the embedded runner serves; the root `npm test` builds all of it before Jest runs. */
export const builtFiles = [
  'infra/dev/dist/start.js',
  'shell/dist/index.html',
  'mf-storefront/dist/mf-manifest.json',
  'mf-checkout/dist/mf-manifest.json',
  'mf-admin/dist/mf-manifest.json',
];
