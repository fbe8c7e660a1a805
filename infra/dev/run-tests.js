'use strict';
// `npm test`. On main (or with GLOW_TEST_ALL=1, or `--all`: `npm run test:all`): everything, stage by
// stage, ending with each stage's time. On any other branch: only what the change affects, from the
// workspace graph (Turborepo, with its cache), plus the checks that span the repository. See
// README.md, "Shipping one service alone".
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const webApps = [
  '@glow/shell',
  '@glow/mf-storefront',
  '@glow/mf-checkout',
  '@glow/mf-admin',
  '@glow/web-kit',
];
/** Tests outside the workspaces: the deployment (compose, Kubernetes) and the repository's own rules. */
const repositoryTests = ['infra/deploy/', 'infra/k8s/', 'infra/releases/', 'test/'];
/** Run on main only: the whole store in Chromium, which no single change owns. */
const mainOnly = ['@glow/e2e'];

function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** Each finished stage and its seconds, printed last so the end of a run's output says what ran and what failed. */
const stages = [];

function printStages(failed) {
  const width = Math.max(...stages.map(({ name }) => name.length));
  console.log('\nStages:');
  for (const { name, seconds, ok } of stages)
    console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`);
  if (failed) console.log(`\n✗ ${failed} failed (its errors are above; Jest's end with "Failing tests").`);
}

function run(command, args, env = {}) {
  const name = [command, ...args].join(' ');
  console.log(`\n▶ ${name}`);
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  stages.push({ name, seconds: Number(process.hrtime.bigint() - started) / 1e9, ok });
  if (!ok) {
    printStages(name);
    process.exit(result.status ?? 1);
  }
}

/** Where this branch left main, or undefined when the whole repository must be tested. */
function changeBase() {
  if (process.env.GLOW_TEST_ALL === '1' || process.argv.includes('--all')) return undefined;
  const main = ['origin/main', 'main'].find((ref) => git('rev-parse', '--verify', '--quiet', ref));
  const head = git('rev-parse', 'HEAD');
  if (!main || !head) return undefined;
  const base = git('merge-base', main, 'HEAD');
  return base && base !== head ? base : undefined;
}

/** Files changed since `base`: committed, staged, unstaged and new. */
function changedFiles(base) {
  const lines = [git('diff', '--name-only', base), git('ls-files', '--others', '--exclude-standard')];
  return [...new Set(lines.join('\n').split('\n').filter(Boolean))].filter((file) =>
    fs.existsSync(path.join(root, file)),
  );
}

function affectedPackages(env) {
  const result = spawnSync('npx', ['turbo', 'ls', '--affected', '--output=json'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`turbo ls failed: ${result.stderr}`);
  return JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))).packages.items.map((item) => item.name);
}

function testAffected(base) {
  const env = { TURBO_SCM_BASE: base, TURBO_SCM_HEAD: 'HEAD', TURBO_TELEMETRY_DISABLED: '1' };
  const files = changedFiles(base);
  const packages = affectedPackages(env);
  console.log(`Testing what changed since ${base.slice(0, 12)}: ${files.length} files.`);
  console.log(`Affected: ${packages.length ? packages.join(', ') : 'no workspace'}.`);

  // Style and types are checked on the changed files and the whole repository's types (cheap, and
  // a change can break a caller's types); tests run only for the affected workspaces.
  if (files.length) run('npx', ['prettier', '--check', '--ignore-unknown', ...files]);
  const scripts = files.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
  if (scripts.length) run('npx', ['eslint', '--no-warn-ignored', ...scripts]);
  run('npm', ['run', 'build']);
  run('npm', ['run', 'typecheck']);
  const workspaces = packages.filter((name) => !mainOnly.includes(name));
  if (workspaces.length) {
    const filters = workspaces.flatMap((name) => ['--filter', name]);
    run('npx', ['turbo', 'run', 'test', '--concurrency=1', ...filters], env);
  }
  if (packages.some((name) => webApps.includes(name) || name === '@glow/gateway')) {
    run('npm', ['run', 'build:web']);
    run('npm', ['run', 'budget']);
  }
  // Anchored at the repository's root: a bare `test/` would match every package's tests.
  const anchored = repositoryTests.map(
    (dir) => `^${path.join(root, dir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );
  run('npx', ['jest', '--selectProjects', 'node', '--', ...anchored]);
}

function testAll() {
  run('npm', ['run', 'lint']);
  run('npm', ['run', 'build']);
  run('npm', ['run', 'typecheck']);
  run('npm', ['run', 'build:web']);
  run('npm', ['run', 'budget']);
  run('npx', ['jest']);
}

const base = changeBase();
if (base) testAffected(base);
else testAll();
printStages();
