const { createAppConfig } = require('../build-tools/webpack.config.cjs');
const { RemoteContractPlugin } = require('../build-tools/remote-contract-plugin.cjs');

// The host: no exposes, no remotes at build time (they come from /remotes.json at run time).
const shellConfig = createAppConfig({
  app: 'shell',
  runtimePlugins: [require.resolve('./src/remotes/runtime-plugin.ts')],
});

// Beside its mf-manifest.json the shell's browser build writes remote-contract.json: what it mounts of each remote,
// which the release gate requires every release of that remote to expose.
module.exports = (env, argv) => {
  const configs = shellConfig(env, argv);
  const withContract = (config) => (config.name === 'browser' ? { ...config, plugins: [...config.plugins, new RemoteContractPlugin()] } : config);
  return Array.isArray(configs) ? configs.map(withContract) : withContract(configs);
};
