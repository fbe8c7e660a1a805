'use strict';
// Copies an app's public/ files (except the index.html template) next to its build output,
// folders included: public/uploads/default.jpg is served as /uploads/default.jpg.
const fs = require('node:fs');
const path = require('node:path');

function filesUnder(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), name);
    return entry.isFile() ? [name] : [];
  });
}

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
          compilation.contextDependencies.add(this.dir);
          for (const file of filesUnder(this.dir)) {
            if (file === 'index.html') continue;
            const full = path.join(this.dir, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

module.exports = { CopyPublicPlugin };
