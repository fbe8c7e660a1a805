'use strict';
// `npm run build:web`: builds the shell and the three microfrontends, skipping an app whose last
// build is newer than its sources and the shared web kit. `--force` rebuilds everything.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const apps = ['shell', 'mf-storefront', 'mf-checkout', 'mf-admin'];
const shared = ['libs/web-kit/src', 'libs/web-kit/webpack', 'libs/web-kit/package.json', 'package-lock.json'];
const skipped = new Set(['node_modules', 'dist', 'dist-dev', 'dist-server', 'test']);
const stampName = '.glow-build';

/**
 * The newest change under `target`: its files' times, and its folders' (a file removed or renamed
 * changes only its folder's). An app's own folder counts by its entries alone: the build creates
 * `dist/` and `dist-server/` in it, which must not make the next start think a source changed.
 */
function newestChange(target, countFolder = true) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = countFolder ? stat.mtimeMs : 0;
  for (const entry of fs.readdirSync(target)) {
    if (skipped.has(entry)) continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

function stampOf(appDir) {
  const stamp = path.join(appDir, 'dist', stampName);
  return fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
}

/** Whether the app in `appDir` changed, or one of `sharedPaths` did, since its last build. */
function isStale(appDir, sharedPaths = shared.map((p) => path.join(root, p))) {
  const sources = Math.max(newestChange(appDir, false), ...sharedPaths.map((p) => newestChange(p)));
  return sources >= stampOf(appDir);
}

function build(stale, startedAt) {
  const webpack = require('webpack');
  // npm start prints its steps and the banner: the plugins' notes (Module Federation's about
  // `publicPath: 'auto'`, which is meant) stay out of it; a failed build still ends with its errors.
  const configs = stale
    .flatMap((app) => require(path.join(root, app, 'webpack.config.js'))({}, { mode: 'production' }))
    .map((config) => ({ ...config, infrastructureLogging: { level: 'error' } }));
  return new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      const text = stats.toString({ preset: 'errors-warnings', colors: false }).trim();
      if (stats.hasErrors()) return reject(new Error(text));
      // Stamped with the start time, so a source saved during the build still counts as newer.
      for (const app of stale) {
        const stamp = path.join(root, app, 'dist', stampName);
        fs.writeFileSync(stamp, `${startedAt.toISOString()}\n`);
        fs.utimesSync(stamp, startedAt, startedAt);
      }
      resolve();
    });
  });
}

async function main() {
  const force = process.argv.includes('--force');
  const stale = apps.filter((app) => force || isStale(path.join(root, app)));
  const fresh = apps.filter((app) => !stale.includes(app));
  if (fresh.length > 0) console.log(`Up to date: ${fresh.join(', ')}`);
  if (stale.length === 0) return;
  const startedAt = new Date();
  console.log(`Building ${stale.join(', ')}…`);
  await build(stale, startedAt);
  console.log(`Built ${stale.join(', ')} in ${((Date.now() - startedAt.getTime()) / 1000).toFixed(1)} s`);
}

if (require.main === module)
  main().catch((error) => {
    console.error(error.message || error);
    process.exit(1);
  });

module.exports = { isStale, stampName };
