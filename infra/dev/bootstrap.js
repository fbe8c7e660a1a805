'use strict';
// `npm start`: runs on a bare clone before any dependency exists, so plain CommonJS only.
const fs = require('node:fs');
const path = require('node:path');
const { root, fail, run, npm, ensureInstalled } = require('./ensure-installed');

ensureInstalled();

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
