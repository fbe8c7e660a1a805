'use strict';
// One shared-dependencies table for the shell and every microfrontend, so that React, React DOM,
// the router, single-spa and the web kit's module-level stores exist once on a page.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..', '..');

function installedVersion(name) {
  return require(require.resolve(`${name}/package.json`, { paths: [repoRoot] })).version;
}

function singleton(name, packageName = name) {
  const version = installedVersion(packageName);
  return [name, { singleton: true, requiredVersion: `^${version}`, version }];
}

function sharedDependencies() {
  const webKitVersion = require('../package.json').version;
  return Object.fromEntries([
    singleton('react'),
    singleton('react/jsx-runtime', 'react'),
    singleton('react-dom'),
    // Without this subpath a remote bundles a second React DOM (~67 KB gzip).
    singleton('react-dom/client', 'react-dom'),
    singleton('single-spa'),
    // One TanStack Query instance, so the web kit's QueryClient is the one every app's hooks read.
    singleton('@tanstack/react-query'),
    ['@glow/web-kit', { singleton: true, requiredVersion: `^${webKitVersion}`, version: webKitVersion }],
  ]);
}

module.exports = { sharedDependencies, repoRoot };
