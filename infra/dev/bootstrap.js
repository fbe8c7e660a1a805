'use strict';
// `npm start`: runs on a bare clone before any dependency exists, so plain CommonJS only.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

function modifiedAt(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function run(label, command, args) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) fail(`${label} failed: ${result.error.message}`);
  if (result.status !== 0)
    fail(`${label} failed (exit code ${result.status ?? result.signal}); see the output above.`);
}

/** The npm that runs this script (`npm start`), else the one on PATH. */
function npm(args) {
  const execPath = process.env.npm_execpath;
  return execPath && execPath.endsWith('.js') ? [process.execPath, [execPath, ...args]] : ['npm', args];
}

function needsInstall() {
  const installed = modifiedAt(path.join(root, 'node_modules', '.package-lock.json'));
  if (installed === undefined) return true;
  const lock = modifiedAt(path.join(root, 'package-lock.json'));
  return lock !== undefined && lock > installed;
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19))
  fail(`Glow needs Node.js 20.19 or newer; this is ${process.version}.`);

if (needsInstall()) {
  const hasLock = fs.existsSync(path.join(root, 'package-lock.json'));
  console.log(hasLock ? 'Installing dependencies (npm ci)…' : 'Installing dependencies (npm install)…');
  run('Installing dependencies', ...npm([hasLock ? 'ci' : 'install', '--no-audit', '--no-fund']));
}

console.log('Building what changed…');
let tsc;
try {
  tsc = require.resolve('typescript/bin/tsc', { paths: [root] });
} catch {
  fail('TypeScript is not installed: run `npm ci` (or delete node_modules and run `npm start` again).');
}
run('Building the TypeScript packages', process.execPath, [tsc, '-b', 'tsconfig.build.json']);

const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts || {};
if (scripts['build:web']) {
  console.log('Building the web apps…');
  run('Building the web apps', ...npm(['run', 'build:web', '--if-present']));
}

const runner = path.join(__dirname, 'dist', 'start.js');
if (!fs.existsSync(runner)) fail(`${path.relative(root, runner)} is missing after the build.`);
require(runner);
