// Generates every app's Module Federation options. Singletons are listed once
// here so that the shell and the remotes can never disagree about them;
// versions are read from the installed packages (node_modules) so the number a
// remote offers is the number it was built with.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { root } = require('./apps.cjs');

/**
 * Packages that must exist once per page. Subpath entries ("react/") share deep imports such as react/jsx-runtime and react-dom/client.
 * react-router is not listed on purpose: it lives inside @ferrolink/shared (src/router.ts), which re-exports the router API, so that it
 * is one instance AND tree-shaken (a federated package cannot be tree-shaken: 60 KB gzip whole, 30 KB for what the site uses).
 */
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', 'zustand', 'axios', '@ferrolink/shared'];

function installedVersion(pkg) {
  const file = path.join(root, 'node_modules', pkg, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * How antd reaches the page: 'bundle' (default) lets each remote bundle the antd components it imports;
 * ANTD_STRATEGY=singleton shares the whole library once. Measured with npm run bench:weight (docs/architecture.md).
 */
const ANTD_STRATEGY = process.env.ANTD_STRATEGY ?? 'bundle';

/**
 * The shared map: exact versions, singleton. strictVersion is off: in the browser a version mismatch only logs a
 * warning and the page keeps the copy already loaded. Mismatches are refused earlier, when a release is registered
 * (api/src/services/releases/singletons.ts compares a release's manifest with the shell's).
 */
function sharedConfig() {
  const shared = {};
  for (const key of SINGLETONS) {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
    const version = installedVersion(pkg);
    shared[key] = { singleton: true, requiredVersion: version, version, strictVersion: false };
  }
  if (ANTD_STRATEGY === 'singleton') {
    const version = installedVersion('antd');
    shared.antd = { singleton: true, requiredVersion: version, version };
  }
  return shared;
}

/**
 * The manifest plugin fills each `usedIn` list from a Set in the order modules finished building, which varies
 * from run to run, so mf-stats.json differed between two builds of the same source. A release's version is a
 * hash of its files: sorted, the same source gives the same files and the same version.
 */
function sortUsedIn(value) {
  if (Array.isArray(value)) value.forEach(sortUsedIn);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'usedIn' && Array.isArray(child)) child.sort();
      else sortUsedIn(child);
    }
  }
  return value;
}

/**
 * @param {{ federationName: string, isHost: boolean, production: boolean, exposes?: Record<string,string>, runtimePlugins?: string[] }} app
 */
function federationOptions(app) {
  return {
    name: app.federationName,
    filename: 'remoteEntry.js',
    exposes: app.exposes ?? {},
    remotes: {},
    shared: sharedConfig(),
    // Fetch a remote's entry only when a route needs it, so one dead remote cannot break the boot.
    shareStrategy: 'loaded-first',
    runtimePlugins: app.runtimePlugins ?? [],
    manifest: { additionalData: ({ stats }) => sortUsedIn(stats) },
    dts: false,
    // The federation runtime (about 27 KB gzip) ships once, in the shell; remotes use that copy instead of their own.
    // The shell registers remotes by their remoteEntry.js, never by an mf-manifest snapshot, and only browsers run
    // these bundles: the runtime's snapshot handling and its Node.js loaders are dead code (main.js 28.2 -> see docs/performance.md).
    // A remote loads no other remote, so its entry leaves out the bundler's remote-loading code (remoteEntry.js 9.1 -> 8.3 KB
    // gzip). Not the shell: in the shell the same flag also disables the runtime's loadRemote, and no section would load.
    // In development a remote runs standalone (its own page, no shell), so it must bring its own runtime there.
    experiments: app.isHost
      ? { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } }
      : app.production
        ? { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web', disableRemote: true } }
        : { optimization: { disableSnapshot: true, target: 'web' } },
  };
}

module.exports = { federationOptions, sharedConfig, SINGLETONS, installedVersion };
