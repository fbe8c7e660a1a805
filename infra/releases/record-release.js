#!/usr/bin/env node
'use strict';
// Records that a deployable's current version runs in an environment:
//   node infra/releases/record-release.js <deployable> [environment]   (default: production)
// The entry takes the version from the deployable's package.json, its image (glow/<name>:<version>)
// and the commit it was built from (HEAD, which must be clean). A version is built once: recording
// the same version from another commit is refused; bump the version instead.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const topology = require('../../libs/topology/src/topology.js');

const root = path.resolve(__dirname, '..', '..');

/** Every deployable with an image (libs/topology, not the payment sandbox): its name and its workspace. */
function deployables() {
  return new Map(
    topology.deployables.filter((one) => one.kind !== 'sandbox').map((one) => [one.name, one.workspace]),
  );
}

function git(...args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
}

function main() {
  const [name, environment = 'production'] = process.argv.slice(2);
  const workspace = deployables().get(name);
  if (!workspace)
    throw new Error(`no deployable named ${name}: one of ${[...deployables().keys()].join(', ')}`);
  if (git('status', '--porcelain', '--untracked-files=no', '--', workspace, 'libs')) {
    throw new Error(`${workspace} or libs/ has uncommitted changes: commit what you release`);
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
  const commit = git('rev-parse', 'HEAD');
  const file = path.join(__dirname, `${environment}.json`);
  const record = fs.existsSync(file)
    ? JSON.parse(fs.readFileSync(file, 'utf8'))
    : { environment, deployables: {} };
  const previous = record.deployables[name];
  if (previous?.version === version && previous.commit !== commit) {
    throw new Error(`${name} ${version} was released from ${previous.commit.slice(0, 12)}: bump its version`);
  }
  record.deployables[name] = { workspace, version, image: `glow/${name}:${version}`, commit };
  record.deployables = Object.fromEntries(
    Object.entries(record.deployables).sort(([a], [b]) => a.localeCompare(b)),
  );
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(
    `${environment}: ${name} ${version} (${commit.slice(0, 12)})${previous ? `, was ${previous.version}` : ''}`,
  );
}

try {
  main();
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}
