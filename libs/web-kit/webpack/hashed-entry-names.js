'use strict';
// Renames the shell's entry files (`main.js`) to `main.<content hash>.js` once they are minified, so
// a repeat visit takes them from the HTTP cache without asking (they are served immutable); only
// index.html is revalidated. `output.filename` cannot say `[contenthash]` itself: webpack 5.111
// fails Module Federation's runtime module on it.
const { createHash } = require('node:crypto');

class HashedEntryNamesPlugin {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HashedEntryNamesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification, before html-webpack-plugin writes the page and the .br/.gz twins are made.
        { name: 'HashedEntryNamesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          for (const entrypoint of compilation.entrypoints.values()) {
            for (const file of [...entrypoint.getEntrypointChunk().files]) {
              if (!file.endsWith('.js')) continue;
              const hash = createHash('sha256').update(compilation.getAsset(file).source.buffer());
              compilation.renameAsset(file, file.replace(/\.js$/, `.${hash.digest('hex').slice(0, 8)}.js`));
            }
          }
        },
      );
    });
  }
}

module.exports = { HashedEntryNamesPlugin };
