'use strict';
// The webpack configuration of an app's server bundle: the code that draws its first screen as HTML
// on a server (`dist-server/<name>.js`, CommonJS for Node; beside `dist/`, so no site serves it). It is an ordinary bundle, not a
// federated one: it carries its own React and web kit, since a server renders each app's markup on
// its own. CSS Modules give the same class names as the browser build (same naming rule, same
// files) without any CSS: the page links the browser build's stylesheets.
const path = require('node:path');
const { repoRoot } = require('./shared');
const { cssModuleNames, swcOptions } = require('./app-config');

const webKitSource = path.join(repoRoot, 'libs', 'web-kit', 'src');

/**
 * @param {object} options
 * @param {string} options.name Module Federation name of the app (`mf_storefront`): the class-name prefix.
 * @param {string} options.dir the app's folder.
 * @param {Record<string, string>} options.entries bundle name → source, e.g. `{ 'first-screen': './src/server/first-screen.tsx' }`.
 * @param {string} [options.publicPath] where the browser build's files are (the shell's `/`): pictures
 *   the components import keep the browser build's addresses.
 */
function createServerConfig({ name, dir, entries, publicPath = '/' }) {
  return {
    name: `${name}-server`,
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: entries,
    devtool: false,
    output: {
      path: path.join(dir, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath,
      clean: true,
    },
    // ws's optional native helpers (the live connection's client is bundled but never connects here).
    externals: { bufferutil: 'commonjs bufferutil', 'utf-8-validate': 'commonjs utf-8-validate' },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          include: [path.join(dir, 'src'), webKitSource],
          use: { loader: 'swc-loader', options: swcOptions },
        },
        {
          test: /\.module\.css$/,
          use: {
            loader: 'css-loader',
            options: { modules: { ...cssModuleNames(name), exportOnlyLocals: true } },
          },
        },
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source', generator: { emit: false } },
        // As the browser build decides (inline below 4 KB, else a file of the same name), unwritten.
        {
          test: /\.(svg|png|jpe?g|webp)$/i,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4096 } },
          generator: { emit: false },
        },
      ],
    },
    // The chunks a browser build splits off (lazy screens) stay in the one file a server loads.
    optimization: { minimize: false, splitChunks: false },
    plugins: [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig };
