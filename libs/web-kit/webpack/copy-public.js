'use strict';
// Copies an app's public/ files (except the index.html template) next to its build output.
const fs = require('node:fs');
const path = require('node:path');

class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir)) {
            const full = path.join(this.dir, file);
            if (file === 'index.html' || !fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

module.exports = { CopyPublicPlugin };
