'use strict';
const { createAppConfig } = require('../libs/web-kit/webpack/app-config');

module.exports = (env, argv) =>
  createAppConfig(
    { name: 'mf_storefront', dir: __dirname, isHost: false, exposes: { './app': './src/app.tsx' } },
    env,
    argv,
  );
