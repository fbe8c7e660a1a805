'use strict';
const { createAppConfig } = require('../libs/web-kit/webpack/app-config');
const { createServerConfig } = require('../libs/web-kit/webpack/server-config');

module.exports = (env, argv) => [
  createAppConfig(
    {
      name: 'mf_storefront',
      dir: __dirname,
      isHost: false,
      exposes: { './app': './src/app.tsx', './prefetch': './src/prefetch.ts' },
    },
    env,
    argv,
  ),
  // The landing pages' first screen, drawn by the gateway (src/server/first-screen.tsx).
  createServerConfig({
    name: 'mf_storefront',
    dir: __dirname,
    entries: { 'first-screen': './src/server/first-screen.tsx' },
  }),
];
