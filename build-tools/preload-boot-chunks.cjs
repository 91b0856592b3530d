// Adds <link rel="preload"> to the shell's HTML for every file its first render needs, so a phone
// downloads them alongside main.js instead of after main.js has arrived and run (one round trip and
// main.js's own transfer saved; bench:first-view in docs/performance.md), and asks for main.js itself at
// high priority.
'use strict';
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadBootChunksPlugin';

/**
 * The files of the chunk groups a request (the entry's `import('./bootstrap')`) starts, and of the
 * shared packages those chunks consume. A consumed package comes from the share scope, which the
 * shell's own provide modules fill at boot (no remote has offered anything yet: shareStrategy
 * 'loaded-first'), so the chunk that is loaded is the one of the shell's provide module for that
 * package, not the consumer's fallback copy. Other dynamic imports (lazy routes) are not followed.
 */
function bootFiles(compilation, request) {
  const { chunkGraph } = compilation;
  /** Chunk group of the shell's provide module, by share key. */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const group = module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).find(Boolean);
    // _name is the share key (ProvideSharedModule keeps it there; it has no public getter).
    if (group) provided.set(module._name, group);
  }
  const queue = compilation.chunkGroups.filter((group) => group.origins.some((origin) => origin.request === request));
  const seenGroups = new Set(queue);
  const files = new Set();
  while (queue.length > 0) {
    const group = queue.shift();
    for (const chunk of group.chunks) {
      for (const file of chunk.files) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const providedGroup = provided.get(module.options.shareKey);
        if (providedGroup && !seenGroups.has(providedGroup)) {
          seenGroups.add(providedGroup);
          queue.push(providedGroup);
        }
      }
    }
  }
  return [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
}

class PreloadBootChunksPlugin {
  constructor({ request = './bootstrap' } = {}) {
    this.request = request;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const links = bootFiles(compilation, this.request).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: `${publicPath}${file}`,
            as: file.endsWith('.css') ? 'style' : 'script',
          }),
        );
        // The entry script runs first and starts everything else, but a deferred script is fetched at low priority,
        // and Chromium holds low-priority requests back while high-priority ones (these preloads, the section's)
        // are in flight: asked for at high priority, it no longer arrives after the files it is meant to start.
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && typeof tag.attributes.src === 'string') tag.attributes.fetchpriority = 'high';
        }
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadBootChunksPlugin, bootFiles };
