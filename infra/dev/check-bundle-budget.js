'use strict';
// `npm run budget`: adds up the gzip size of the JS a first visit to `/` can download (the shell
// and the storefront, from their builds) and fails above the budget. Run after `npm run build:web`.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const root = path.resolve(__dirname, '..', '..');
const budgetKb = 250;
const remotes = ['mf-storefront', 'mf-checkout', 'mf-admin'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function dist(app) {
  const dir = path.join(root, app, 'dist');
  if (!fs.existsSync(path.join(dir, 'chunk-groups.json'))) {
    console.error(`${app}/dist is missing or old: run \`npm run build:web\` first.`);
    process.exit(1);
  }
  return dir;
}

function readJson(app, file) {
  return JSON.parse(fs.readFileSync(path.join(dist(app), file), 'utf8'));
}

function gzipSize(app, file) {
  return zlib.gzipSync(fs.readFileSync(path.join(dist(app), file))).length;
}

function total(app, files) {
  return [...new Set(files)].reduce((sum, file) => sum + gzipSize(app, file), 0);
}

function allJs(app) {
  return fs.readdirSync(dist(app)).filter((file) => file.endsWith('.js'));
}

function sharedNames(manifest) {
  return new Set(manifest.shared.map((shared) => shared.name));
}

/** The shell loads everything it has on a first visit (its only lazy chunk is the live connection). */
function shellFiles() {
  return allJs('shell');
}

/** remoteEntry.js, the exposed `./app` and the shared packages the shell does not provide itself. */
function remoteFirstLoad(app, providedByShell) {
  const manifest = readJson(app, 'mf-manifest.json');
  const files = [manifest.metaData.remoteEntry.name];
  for (const expose of manifest.exposes.filter((item) => item.name === 'app'))
    files.push(...expose.assets.js.sync, ...expose.assets.js.async);
  for (const shared of manifest.shared.filter((item) => !providedByShell.has(item.name)))
    files.push(...shared.assets.js.sync, ...shared.assets.js.async);
  return files;
}

function main() {
  const provided = sharedNames(readJson('shell', 'mf-manifest.json'));
  const shell = total('shell', shellFiles());
  const shellEntry = total('shell', readJson('shell', 'chunk-groups.json').main);
  console.log(`shell: entry ${kb(shellEntry)}, all JS ${kb(shell)} gzip`);
  let storefrontFirstLoad = 0;
  for (const app of remotes) {
    const entry = gzipSize(app, 'remoteEntry.js');
    const firstLoad = total(app, remoteFirstLoad(app, provided));
    const everything = total(app, allJs(app));
    if (app === 'mf-storefront') storefrontFirstLoad = firstLoad;
    console.log(
      `${app}: remoteEntry.js ${kb(entry)}, first mount ${kb(firstLoad)}, all JS ${kb(everything)} gzip`,
    );
  }
  const firstVisit = shell + storefrontFirstLoad;
  console.log(`first visit to /: ${kb(firstVisit)} gzip JS (budget ${budgetKb} KB)`);
  if (firstVisit > budgetKb * 1024) {
    console.error(`Over budget by ${kb(firstVisit - budgetKb * 1024)}.`);
    process.exit(1);
  }
}

main();
