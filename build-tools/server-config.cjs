// The server build of an app: the same source as its browser build, compiled for Node, which the API's render
// workers run to write each page's first screen as HTML (api/src/services/rendering/). One file per app, so a
// release is one module to load and one to drop:
// - a remote's `dist/<version>/server/remote-server.js` exposes the same modules as its browser build's remoteEntry.js,
//   as `exports.exposes = { ProductListPage: () => module, ... }`, with `server/server-manifest.json` beside it
//   (its entry, exposed modules and the singleton versions it was built against, which the release gate checks);
// - the shell's `dist/server/shell-server.js` is its `src/server/index.ts`.
// The federated singletons are not bundled: in the browser the shell's copy is the one the page runs, and on the
// server the render worker hands every release the same copy (see SERVER_SINGLETONS).
'use strict';
const path = require('node:path');
const webpack = require('webpack');
const { sharedConfig, installedVersion } = require('./federation.cjs');
const { scriptRule } = require('./script-rule.cjs');

const SERVER_DIR = 'server';
const REMOTE_SERVER_ENTRY = 'remote-server.js';
const SHELL_SERVER_ENTRY = 'shell-server.js';
const SERVER_MANIFEST = 'server-manifest.json';

/**
 * Packages a server build leaves to the process that loads it (with their sub-paths: react/jsx-runtime,
 * react-dom/server, zustand/middleware). The browser's singletons, read from the federation options, so the two
 * lists cannot drift; the shell bundles @ferrolink/shared itself and hands that copy to the remotes.
 */
function serverSingletons(isHost) {
  const packages = [...new Set(Object.keys(sharedConfig()).map((key) => key.replace(/\/$/, '')))];
  return isHost ? packages.filter((name) => name !== '@ferrolink/shared') : packages;
}

function isSingletonRequest(request, singletons) {
  return singletons.some((name) => request === name || request.startsWith(`${name}/`));
}

/**
 * The generated entry of a remote's server build: each exposed module imported statically (one chunk, nothing
 * to load later) and handed out by name, as the browser's container hands out `./Name`.
 */
function remoteServerEntry(exposes) {
  const lines = Object.entries(exposes).map(([key, file], index) => {
    const name = key.replace(/^\.\//, '');
    return { name, line: `import * as exposed${index} from ${JSON.stringify(file)};`, index };
  });
  return [
    ...lines.map(({ line }) => line),
    'export const exposes = {',
    ...lines.map(({ name, index }) => `  ${JSON.stringify(name)}: () => exposed${index},`),
    '};',
  ].join('\n');
}

/** Writes server-manifest.json: what the release gate checks before a release with a server build goes live. */
class ServerManifestPlugin {
  constructor(exposes) {
    this.exposes = exposes;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const shared = {};
        for (const name of serverSingletons(false)) shared[name] = installedVersion(name);
        const manifest = { entry: REMOTE_SERVER_ENTRY, exposes: Object.keys(this.exposes).map((key) => key.replace(/^\.\//, '')), shared };
        compilation.emitAsset(SERVER_MANIFEST, new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/**
 * @param {{ app: { federationName: string, isHost: boolean }, appDir: string, outputPath: string, exposes?: Record<string,string>,
 *   localIdentName: string, production: boolean }} options
 */
function createServerConfig({ app, appDir, outputPath, exposes = {}, localIdentName, production }) {
  const singletons = serverSingletons(app.isHost);
  const entry = app.isHost
    ? './src/server/index.ts'
    : `data:text/javascript;base64,${Buffer.from(remoteServerEntry(Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, path.resolve(appDir, file)])))).toString('base64')}`;
  return {
    name: 'server',
    // After the browser build, whose output folder holds this one: its `clean` must not remove these files.
    dependencies: ['browser'],
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: appDir,
    entry: { server: entry },
    devtool: false,
    output: {
      path: path.join(outputPath, SERVER_DIR),
      filename: app.isHost ? SHELL_SERVER_ENTRY : REMOTE_SERVER_ENTRY,
      library: { type: 'commonjs2' },
      // A second copy of the same app in one process must not share webpack's chunk registry with the first.
      uniqueName: `${app.federationName}_server`,
      clean: true,
    },
    externalsType: 'commonjs',
    externals: [({ request }, callback) => (request && isSingletonRequest(request, singletons) ? callback(undefined, request) : callback())],
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        scriptRule({ production, target: 'es2022' }),
        {
          // Class names only, the same names the browser build gives (same localIdentName and context): the
          // browser's stylesheets style the server's HTML.
          test: /\.css$/,
          use: {
            loader: 'css-loader',
            options: {
              modules: { auto: /\.module\.css$/, namedExport: false, exportLocalsConvention: 'as-is', exportOnlyLocals: true, localIdentName },
            },
          },
        },
        { test: /\.(png|jpe?g|gif|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      // One file: a dynamic import inside a section (a lazy part) is already loaded when the page renders.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // FERROLINK_FAULT=render breaks both builds; =server-render only this one (a release that renders in the
      // browser but throws on the server, for the tests of the fallback to a browser mount).
      new webpack.DefinePlugin({ FERROLINK_FAULT: JSON.stringify(process.env.FERROLINK_FAULT ?? '') }),
      ...(app.isHost ? [] : [new ServerManifestPlugin(exposes)]),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerConfig, SERVER_DIR, REMOTE_SERVER_ENTRY, SHELL_SERVER_ENTRY, SERVER_MANIFEST };
