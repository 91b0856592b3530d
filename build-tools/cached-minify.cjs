// webpack's JavaScript minifier (terser through minimizer-webpack-plugin, the options webpack gives it by
// default) with a cache on disk keyed by everything the result depends on. Minifying is about 70% of a
// production build, and most of a remote's chunks (react-dom, antd, the shared copies) are the same from one
// build to the next: `npm run release -- publish` after `npm start` minifies only what changed. The result for
// an input is terser's own, so a build is byte for byte the one it would be without the cache. (webpack's own
// persistent cache is not used: a build from it can differ from a fresh build, and a release's version is
// the hash of its bytes.)
'use strict';
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const pluginPath = require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] });
const MinimizerPlugin = require(pluginPath);
const pluginVersion = require(path.join(path.dirname(pluginPath), '..', 'package.json')).version;
const { terserMinify } = MinimizerPlugin;

const CACHE_DIR = path.join(__dirname, '..', 'node_modules', '.cache', 'ferrolink-minify');
/** An entry not used for this long is removed (each build touches the entries it uses). */
const UNUSED_FOR_MS = 14 * 24 * 60 * 60 * 1000;

/** The cache key, or null when an argument cannot be written down exactly (a function or a RegExp in it). */
function keyOf(args) {
  let text;
  try {
    text = JSON.stringify([pluginVersion, terserMinify.getMinimizerVersion(), ...args], (_key, value) => {
      if (typeof value === 'function' || value instanceof RegExp) throw new Error('not serialisable');
      return value;
    });
  } catch {
    return null;
  }
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** Same arguments and result as terserMinify; a result with errors or warnings is never cached. */
async function cachedTerserMinify(input, sourceMap, minimizerOptions, extractComments) {
  const key = keyOf([input, sourceMap ?? null, minimizerOptions ?? null, extractComments ?? null]);
  const file = key && path.join(CACHE_DIR, key.slice(0, 2), `${key}.json`);
  if (file) {
    try {
      const cached = JSON.parse(fs.readFileSync(file, 'utf8'));
      const now = new Date();
      fs.utimesSync(file, now, now);
      return cached;
    } catch {
      // Not cached yet (or unreadable): minify.
    }
  }
  const result = await terserMinify(input, sourceMap, minimizerOptions, extractComments);
  if (file && !result.errors?.length && !result.warnings?.length) {
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Written whole under another name and renamed: a build running beside this one never reads half a file.
      const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, JSON.stringify({ code: result.code, map: result.map, extractedComments: result.extractedComments }));
      fs.renameSync(partial, file);
    } catch {
      // A cache that cannot be written only costs time.
    }
  }
  return result;
}
cachedTerserMinify.getMinimizerVersion = terserMinify.getMinimizerVersion;
cachedTerserMinify.supportsWorkerThreads = terserMinify.supportsWorkerThreads;
cachedTerserMinify.getTypes = terserMinify.getTypes;
cachedTerserMinify.filter = terserMinify.filter;

/** Removes entries no build used for two weeks; once per process that configures a build. */
let pruned = false;
function pruneMinifyCache(now = Date.now()) {
  if (pruned) return;
  pruned = true;
  let folders = [];
  try {
    folders = fs.readdirSync(CACHE_DIR);
  } catch {
    return;
  }
  for (const folder of folders) {
    const dir = path.join(CACHE_DIR, folder);
    try {
      for (const name of fs.readdirSync(dir)) {
        const full = path.join(dir, name);
        if (now - fs.statSync(full).mtimeMs > UNUSED_FOR_MS) fs.rmSync(full, { force: true });
      }
    } catch {
      // Another build pruning at the same time: nothing to do.
    }
  }
}

/**
 * The minimizer webpack 5.110 sets up by default for these builds (terser for JavaScript with compress passes 2,
 * its own minifier for the HTML page), with the cache above on the JavaScript side. Written out because the
 * default cannot be given a minify function of its own; the options are the ones it uses.
 */
function cachedMinimizer() {
  pruneMinifyCache();
  const webpackDir = path.dirname(require.resolve('webpack/package.json'));
  const htmlMinify = require(path.join(webpackDir, 'lib', 'html', 'htmlMinify.js'));
  return new MinimizerPlugin({
    test: /\.(?:[cm]?js|html)(\?.*)?$/i,
    minify: [{ path: __filename, export: 'cachedTerserMinify' }, htmlMinify],
    minimizerOptions: [{ compress: { passes: 2 } }, { environment: { browsers: undefined, vendorPrefixes: true }, css: {} }],
  });
}

module.exports = { cachedTerserMinify, cachedMinimizer, pruneMinifyCache, CACHE_DIR };
