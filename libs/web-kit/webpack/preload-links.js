'use strict';
// Links in the shell's index.html that start what the first render needs while main.js is still
// on its way: the chunks of the named async chunk groups (the shell's `bootstrap`, behind its
// Module Federation async boundary), the chunks of the shared modules the entry provides (React,
// the web kit…: the federation runtime loads the host's own copies before `bootstrap` runs), and
// fetches such as /remotes.json. Without them a phone waits one round trip and main.js's
// evaluation before asking for any of it.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The chunk groups behind the shared modules an entry provides (Module Federation's `provide-module`). */
function providedGroups(compilation) {
  const groups = new Set();
  for (const entrypoint of compilation.entrypoints.values())
    for (const chunk of entrypoint.chunks)
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'provide-module') continue;
        for (const block of module.blocks) {
          const group = compilation.chunkGraph.getBlockChunkGroup(block);
          if (group) groups.add(group);
        }
      }
  return groups;
}

class PreloadLinksPlugin {
  /**
   * @param {{ chunkGroups: string[], fetches: string[] }} options
   */
  constructor({ chunkGroups, fetches }) {
    this.chunkGroups = chunkGroups;
    this.fetches = fetches;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadLinksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadLinksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const link = (attributes) => HtmlWebpackPlugin.createHtmlTagObject('link', attributes);
        const groups = providedGroups(compilation);
        for (const name of this.chunkGroups) {
          const named = compilation.namedChunkGroups.get(name);
          if (!named) throw new Error(`PreloadLinksPlugin: no chunk group named ${name}`);
          groups.add(named);
        }
        const scripts = new Set();
        const styles = new Set();
        for (const group of groups)
          for (const chunk of group.chunks)
            for (const file of chunk.files) {
              if (file.endsWith('.js')) scripts.add(`${publicPath}${file}`);
              if (file.endsWith('.css')) styles.add(`${publicPath}${file}`);
            }
        data.headTags.push(
          ...this.fetches.map((href) =>
            link({ rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' }),
          ),
          ...[...styles].map((href) => link({ rel: 'preload', as: 'style', href })),
          ...[...scripts].map((href) => link({ rel: 'preload', as: 'script', href })),
        );
        return data;
      });
    });
  }
}

module.exports = { PreloadLinksPlugin };
