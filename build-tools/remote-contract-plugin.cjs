// Writes remote-contract.json into the shell's build: the exposed modules the shell mounts, per remote folder
// name, read from shell/src/remotes/contract.ts (the one list the route table and the home page mount from).
// The API's release gate reads it beside the shell's mf-manifest.json and refuses a release of a remote that
// lacks one of its modules.
'use strict';
const path = require('node:path');
const { apps, root } = require('./apps.cjs');
const { loadTsModule } = require('./load-ts-module.cjs');

const CONTRACT_SOURCE = path.join(root, 'shell', 'src', 'remotes', 'contract.ts');
const CONTRACT_FILE = 'remote-contract.json';
const PAGE_MODULES_FILE = 'page-modules.json';

/** page address -> the remote modules it mounts (`{ remote, module }`, federation names), as the server's page documents read it. */
function readPageModules(file = CONTRACT_SOURCE) {
  const pages = loadTsModule(file).PAGE_MODULES;
  if (!pages || typeof pages !== 'object') throw new Error(`${file} exports no PAGE_MODULES object.`);
  return pages;
}

/**
 * The contract keyed by folder name (`mf-catalog`), the name releases are stored and published under.
 * @param {string} [file] @returns {Record<string, string[]>}
 */
function readRemoteContract(file = CONTRACT_SOURCE) {
  const contract = loadTsModule(file).REMOTE_CONTRACT;
  if (!contract || typeof contract !== 'object') throw new Error(`${file} exports no REMOTE_CONTRACT object.`);
  /** @type {Record<string, string[]>} */
  const byFolder = {};
  for (const [federationName, modules] of Object.entries(contract)) {
    const app = apps.find((candidate) => candidate.federationName === federationName && !candidate.isHost);
    if (!app) throw new Error(`${file}: "${federationName}" is not a remote of build-tools/apps.cjs.`);
    if (!Array.isArray(modules) || !modules.every((name) => typeof name === 'string' && name !== '')) {
      throw new Error(`${file}: the modules of ${federationName} must be a list of exposed module names.`);
    }
    byFolder[app.name] = [...modules];
  }
  return byFolder;
}

class RemoteContractPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteContractPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // Watched like a source file: an edit to the contract rewrites the JSON in development too.
        compilation.fileDependencies.add(CONTRACT_SOURCE);
        try {
          compilation.emitAsset(CONTRACT_FILE, new sources.RawSource(`${JSON.stringify(readRemoteContract(), null, 2)}\n`));
          compilation.emitAsset(PAGE_MODULES_FILE, new sources.RawSource(`${JSON.stringify(readPageModules(), null, 2)}\n`));
        } catch (error) {
          compilation.errors.push(new WebpackError(error instanceof Error ? error.message : String(error)));
        }
      });
    });
  }
}

module.exports = { RemoteContractPlugin, readRemoteContract, readPageModules, CONTRACT_FILE, PAGE_MODULES_FILE, CONTRACT_SOURCE };
