'use strict';
// Installs dependencies when node_modules is missing or older than the lockfile. Runs before any
// dependency exists (`npm start`, `npm test`), so plain CommonJS only.
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

function spawnInherited(command, args) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
}

function run(label, command, args) {
  const result = spawnInherited(command, args);
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

function ensureInstalled() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19))
    fail(`Glow needs Node.js 20.19 or newer; this is ${process.version}.`);
  if (!needsInstall()) return;
  const flags = ['--no-audit', '--no-fund'];
  if (fs.existsSync(path.join(root, 'package-lock.json'))) {
    console.log('Installing dependencies (npm ci)…');
    const [command, args] = npm(['ci', ...flags]);
    const ci = spawnSync(command, args, {
      cwd: root,
      stdio: ['inherit', 'inherit', 'pipe'],
      encoding: 'utf8',
    });
    if (ci.error || ci.status !== 0) {
      const stderr = ci.stderr || '';
      process.stderr.write(stderr);
      // Only a package.json edited without its lockfile earns a fallback; anything else is a real failure.
      if (!stderr.includes('are in sync')) fail('npm ci failed; see the output above.');
      console.log('package.json and package-lock.json differ: updating the lockfile with npm install…');
      run('Installing dependencies', ...npm(['install', ...flags]));
    }
  } else {
    console.log('Installing dependencies (npm install)…');
    run('Installing dependencies', ...npm(['install', ...flags]));
  }
}

module.exports = { root, fail, run, npm, ensureInstalled };

if (require.main === module) ensureInstalled();
