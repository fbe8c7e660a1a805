'use strict';
// The webpack configuration every Glow web app shares: the shell (Module Federation host) and the
// three microfrontends (remotes). Each app's webpack.config.js is a call to createAppConfig.
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { defaultGetLocalIdent } = require('css-loader');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies, repoRoot } = require('./shared');
const { CopyPublicPlugin } = require('./copy-public');
const { ChunkGroupsPlugin } = require('./chunk-groups');
const { PreloadLinksPlugin } = require('./preload-links');
const { HashedEntryNamesPlugin } = require('./hashed-entry-names');

const webKitSource = path.join(repoRoot, 'libs', 'web-kit', 'src');

/**
 * What `experiments.provideExternalRuntime` adds, in its ES module build. The option adds the
 * plugin's CommonJS build, which brings a CommonJS copy of the federation runtime into the shell's
 * entry beside the ES one the shell itself runs: 85 KB more to parse, 8.7 KB more to download.
 */
const providedRuntimePlugin = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/index\.cjs$/, 'index.js');

const swcOptions = {
  jsc: {
    target: 'es2020',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
};

/**
 * How CSS Modules name classes: by the app that owns the file, so microfrontends on one page never
 * collide. The web kit's own files are named `glow_kit__…` whichever app builds them: the page uses
 * the shell's copy, and an app's server bundle (server-config.js) draws the same class names.
 */
function cssModuleNames(name) {
  const localIdentName = `${name}__[local]__[hash:base64:5]`;
  return {
    localIdentName,
    namedExport: false,
    getLocalIdent(loaderContext, _name, localName, options) {
      if (!loaderContext.resourcePath.startsWith(webKitSource)) return undefined;
      const kitName = localIdentName.replace(name, 'glow_kit');
      return defaultGetLocalIdent(loaderContext, kitName, localName, options).replace(
        /\[local\]/gi,
        localName,
      );
    },
  };
}

/**
 * CSS Modules (class names prefixed by the app, so microfrontends on one page never collide),
 * extracted into `.css` files beside their chunks and loaded with them as `<link>`s: the browser
 * parses them outside the JavaScript, caches them, and no `<style>` is written at run time (so
 * the page's policy needs no 'unsafe-inline' for styles). A standalone remote's development page
 * keeps style-loader.
 */
function styleRules(name, extract) {
  const inject = extract ? MiniCssExtractPlugin.loader : 'style-loader';
  return [
    {
      test: /\.module\.css$/,
      use: [
        inject,
        {
          loader: 'css-loader',
          options: { modules: cssModuleNames(name) },
        },
      ],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [inject, 'css-loader'] },
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
      // One federation runtime per page: the shell provides it and each remote entry uses it,
      // instead of carrying its own copy (~20 KB brotli each). A standalone remote has no shell.
      ...(isHost ? { runtimePlugins: [providedRuntimePlugin] } : {}),
      experiments: {
        ...(isHost || standalone ? {} : { externalRuntime: true }),
        optimization: { target: 'web' },
      },
    }),
    new ChunkGroupsPlugin(),
  ];
  if (isHost)
    plugins.push(
      new HtmlWebpackPlugin({ template: path.join(dir, 'public', 'index.html'), chunks: ['main'] }),
      new PreloadLinksPlugin({ chunkGroups: ['bootstrap'], fetches: ['/remotes.json'] }),
      ...(production ? [new HashedEntryNamesPlugin()] : []),
      new CopyPublicPlugin(path.join(dir, 'public')),
    );
  if (standalone) plugins.push(...standalonePlugins(name));
  // Every build the shell's page serves extracts its CSS (the page's policy allows no inline
  // style); only a standalone remote's own development page keeps style-loader.
  const extractCss = !standalone;
  if (extractCss)
    plugins.push(
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
      }),
    );
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
        ...styleRules(name, extractCss),
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

module.exports = { createAppConfig, cssModuleNames, swcOptions };
