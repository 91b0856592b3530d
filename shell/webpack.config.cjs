const { createAppConfig } = require('../build-tools/webpack.config.cjs');

// The host: no exposes, no remotes at build time (they come from /remotes.json at run time).
module.exports = createAppConfig({
  app: 'shell',
  runtimePlugins: [require.resolve('./src/remotes/runtime-plugin.ts')],
});
