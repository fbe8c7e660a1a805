'use strict';
// Writes chunk-groups.json next to the build: the JS files of every entry point and named chunk
// group, so the bundle budget check can add up what a first visit loads without a browser.
class ChunkGroupsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const files = new Set();
            for (const chunk of group.chunks)
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            groups[name] = [...files].sort();
          }
          compilation.emitAsset(
            'chunk-groups.json',
            new sources.RawSource(`${JSON.stringify(groups, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { ChunkGroupsPlugin };
