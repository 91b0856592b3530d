// One webpack configuration factory for the shell and every remote.
'use strict';
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationOptions } = require('./federation.cjs');
const { PreloadBootChunksPlugin } = require('./preload-boot-chunks.cjs');
const { cachedMinimizer } = require('./cached-minify.cjs');
const { createServerConfig, SERVER_DIR } = require('./server-config.cjs');
const { scriptRule } = require('./script-rule.cjs');
const { apps, root } = require('./apps.cjs');

const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [root] })), 'dist', 'production');
const productionAliases = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
  'resize-observer-polyfill$': path.join(__dirname, 'browser-shims', 'resize-observer.mjs'),
};

const axiosFetchAdapterShim = path.join(__dirname, 'browser-shims', 'axios-fetch-adapter.mjs');

/**
 * FERROLINK_BUILD_LABEL=<text> adds build-label.txt holding the text: the same source then makes another build
 * (another content hash, so another release version), for tests and benchmarks that need a second release of
 * an unchanged section. The bundles themselves do not change.
 */
class BuildLabelPlugin {
  constructor(label) {
    this.label = label;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildLabelPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildLabelPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('build-label.txt', new webpack.sources.RawSource(`${this.label}\n`));
      });
    });
  }
}

/**
 * @param {{ app: string, exposes?: Record<string,string>, runtimePlugins?: string[], title?: string }} options
 */
function createAppConfig(options) {
  const app = apps.find((candidate) => candidate.name === options.app);
  if (!app) throw new Error(`Unknown app ${options.app}`);
  const appDir = path.join(root, app.dir);
  const version = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')).version;

  /**
   * `env.outputPath` (run-webpack.cjs --output-path) builds elsewhere, e.g. a release into a temporary folder.
   * A production build is two: the browser's, then the server's into its `server/` folder (server-config.cjs);
   * the development server runs the browser's alone.
   */
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // Remotes publish into versioned, immutable folders.
    const outputPath = env?.outputPath ?? (app.isHost ? path.join(appDir, 'dist') : path.join(appDir, 'dist', version));
    const localIdentName = production ? `${app.federationName}-[hash:base64:6]` : `${app.federationName}__[name]__[local]`;
    const browser = {
      name: 'browser',
      mode: production ? 'production' : 'development',
      // The browsers the site supports run ES2020, so webpack's own runtime code may use arrow functions and const.
      target: ['web', 'es2020'],
      context: appDir,
      entry: './src/index.ts',
      // Production maps are written for the team's error reports but not named in the bundles; the server never serves them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        publicPath: app.isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // Also names the global chunk array (webpackChunk<uniqueName>) that the shell drops before it falls back
        // from a failed canary to stable (shell/src/remotes/fall-back-to-stable.ts).
        uniqueName: app.federationName,
        // The server build is written after this one, into its own folder; a rebuild of this one alone keeps it.
        clean: { keep: (file) => file === SERVER_DIR || file.startsWith(`${SERVER_DIR}/`) || file.startsWith(`${SERVER_DIR}\\`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // react-router's package exports only name its development build; production bundles take the production one
        // (no dev warnings: 20% smaller). The ResizeObserver polyfill gives way to the browser's own class.
        alias: production ? productionAliases : {},
      },
      module: {
        rules: [
          scriptRule({ production, target: 'es2020' }),
          {
            test: /\.css$/,
            use: [
              production ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: /\.module\.css$/,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName,
                  },
                },
              },
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // The plugin that hands the shell's federation runtime to the remotes is imported by its CommonJS file, which
        // pulls the CommonJS build of runtime-core and sdk next to the ES build the bundler runtime already uses: two
        // copies of the runtime in main.js. Its ES file is the same code and keeps one copy (51.5 -> see docs/performance.md).
        new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
          resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
        }),
        // axios's fetch adapter is never picked in a browser (xhr comes first); see browser-shims/axios-fetch-adapter.mjs.
        ...(production ? [new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, axiosFetchAdapterShim)] : []),
        new ModuleFederationPlugin(federationOptions({ ...app, production, exposes: options.exposes, runtimePlugins: options.runtimePlugins })),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: options.title ?? 'Ferrolink Industrial Networks',
          // Only the host's page is served to visitors; a remote's page is its standalone harness.
          filename: 'index.html',
          chunks: ['main'],
        }),
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
        ...(production && app.isHost ? [new PreloadBootChunksPlugin()] : []),
        ...(process.env.FERROLINK_BUILD_LABEL ? [new BuildLabelPlugin(process.env.FERROLINK_BUILD_LABEL)] : []),
        // FERROLINK_FAULT=render builds a section whose page throws while rendering (see types/assets.d.ts): a broken
        // release on purpose, for the rollout guard's tests. Unset, the checks are constant false and minified away.
        // FERROLINK_FAULT=server-render breaks the server build alone (server-config.cjs): the browser's is whole.
        new webpack.DefinePlugin({
          FERROLINK_FAULT: JSON.stringify(process.env.FERROLINK_FAULT === 'server-render' ? '' : (process.env.FERROLINK_FAULT ?? '')),
        }),
      ],
      optimization: {
        moduleIds: 'deterministic',
        // webpack's own minimizer and options, with results cached on disk (see cached-minify.cjs).
        ...(production ? { minimizer: [cachedMinimizer()] } : {}),
        splitChunks: {
          cacheGroups: {
            // webpack's own vendors group, plus the browser shims that stand in for files of npm packages: without them
            // here a shim stays behind in a 0.2 KB chunk of its own next to the package it belongs to (one more request).
            defaultVendors: { idHint: 'vendors', test: /[\\/](node_modules|browser-shims)[\\/]/, priority: -10, reuseExistingChunk: true },
            // React's packages are four shared modules (react, react/jsx-runtime, react-dom, react-dom/client) that every
            // page needs at once: one chunk instead of four saves a phone three round trips before the first paint.
            // The shell's stylesheets, every route's, in one file that its page links: a page the server drew uses
            // the classes of whatever route it is, and is painted styled before any script has run (a stylesheet a
            // script loads later would paint the page bare first, then again). About 10 KB gzip for all routes.
            ...(app.isHost && production
              ? { shellStyles: { name: 'shell-styles', type: 'css/mini-extract', chunks: 'all', enforce: true, priority: 20 } }
              : {}),
            reactFamily: {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              chunks: 'all',
              priority: 10,
              enforce: true,
            },
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: app.devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json', '/remotes', '/media', '/files'], target: `http://localhost:${process.env.PORT ?? 8080}` }],
      },
    };
    if (!production) return browser;
    return [browser, createServerConfig({ app, appDir, outputPath, exposes: options.exposes, localIdentName, production })];
  };
}

module.exports = { createAppConfig };
