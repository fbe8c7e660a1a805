'use strict';
const { createAppConfig } = require('../libs/web-kit/webpack/app-config');
const { createServerConfig } = require('../libs/web-kit/webpack/server-config');

module.exports = (env, argv) => [
  createAppConfig({ name: 'glow_shell', dir: __dirname, isHost: true }, env, argv),
  // The chrome around a server-drawn first screen (src/server/first-screen.tsx).
  createServerConfig({
    name: 'glow_shell',
    dir: __dirname,
    entries: { 'first-screen': './src/server/first-screen.tsx' },
  }),
];
