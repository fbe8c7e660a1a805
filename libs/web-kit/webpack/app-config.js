'use strict';
// The webpack configuration every Glow web app shares: the shell (Module Federation host) and the
// three microfrontends (remotes). Each app's webpack.config.js is a call to createAppConfig.
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies, repoRoot } = require('./shared');
const { CopyPublicPlugin } = require('./copy-public');
const { ChunkGroupsPlugin } = require('./chunk-groups');

const webKitSource = path.join(repoRoot, 'libs', 'web-kit', 'src');

const swcOptions = {
  jsc: {
    target: 'es2020',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
};

function styleRules(name) {
  return [
    {
      test: /\.module\.css$/,
      use: [
        'style-loader',
        {
          loader: 'css-loader',
          options: {
            // The app prefix keeps class names apart between microfrontends on one page.
            modules: { localIdentName: `${name}__[local]__[hash:base64:5]`, namedExport: false },
          },
        },
      ],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: ['style-loader', 'css-loader'] },
  ];
}

const standaloneDir = path.join(__dirname, 'standalone');

// Text assets a browser downloads; below 1 KB (remotes.json) compression saves less than a packet.
const compressible = /\.(js|css|html|json|svg)$/;

/**
 * `x.js.br` and `x.js.gz` next to every text asset, at build time: the gateway serves them by
 * content negotiation, so shoppers on phone networks get brotli without the server compressing
 * on every request. Highest levels: paid once per build, not per download.
 */
function precompressionPlugins() {
  const common = { test: compressible, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

function standalonePlugins(name) {
  return [
    new HtmlWebpackPlugin({
      template: path.join(standaloneDir, 'index.html'),
      title: `Glow: ${name} (standalone)`,
      chunks: ['standalone'],
    }),
    new webpack.DefinePlugin({ __GLOW_APP_NAME__: JSON.stringify(name) }),
  ];
}

/**
 * @param {object} options
 * @param {string} options.name Module Federation name (`glow_shell`, `mf_storefront`, …).
 * @param {string} options.dir the app's folder (`__dirname` of its webpack.config.js).
 * @param {boolean} options.isHost the shell: has an entry and an index.html; remotes have none.
 * @param {Record<string, string>} [options.exposes]
 * @param {Record<string, string>} [options.remotes]
 * @param {{ standalone?: boolean }} [env] `--env standalone`: a remote with a page of its own, for development.
 * @param {{ mode?: string }} [argv] webpack-cli's arguments; production unless `--mode development`.
 */
function createAppConfig({ name, dir, isHost, exposes, remotes }, env = {}, argv = {}) {
  const production = (argv.mode ?? 'production') === 'production';
  const standalone = !isHost && Boolean(env.standalone);
  const entry = isHost
    ? { main: path.join(dir, 'src', 'index.ts') }
    : standalone
      ? { standalone: path.join(standaloneDir, 'index.mjs') }
      : {};
  const plugins = [
    new ModuleFederationPlugin({
      name,
      filename: isHost ? undefined : 'remoteEntry.js',
      exposes,
      remotes,
      shared: sharedDependencies(),
      // Use what is already on the page instead of fetching every remote at start to compare versions.
      shareStrategy: 'loaded-first',
      dts: false,
    }),
    new ChunkGroupsPlugin(),
  ];
  if (isHost)
    plugins.push(
      new HtmlWebpackPlugin({ template: path.join(dir, 'public', 'index.html'), chunks: ['main'] }),
      new CopyPublicPlugin(path.join(dir, 'public')),
    );
  if (standalone) plugins.push(...standalonePlugins(name));
  if (production && !standalone) plugins.push(...precompressionPlugins());

  return {
    name,
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, standalone ? 'dist-dev' : 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: isHost || standalone ? '/' : 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: standalone ? { 'glow-standalone-app': path.join(dir, 'src', 'app.tsx') } : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          include: [path.join(dir, 'src'), webKitSource],
          use: { loader: 'swc-loader', options: swcOptions },
        },
        ...styleRules(name),
        { test: /\.(svg|png|jpe?g|webp)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
    },
    plugins,
    optimization: {
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          extractComments: false,
          terserOptions: { compress: true, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig };
