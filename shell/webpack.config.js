'use strict';
const { createAppConfig } = require('../libs/web-kit/webpack/app-config');

module.exports = (env, argv) =>
  createAppConfig({ name: 'glow_shell', dir: __dirname, isHost: true }, env, argv);
