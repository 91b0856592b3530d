const { createAppConfig } = require('../build-tools/webpack.config.cjs');

// The remote's one public door: the rollout console's page. Everything else is private.
module.exports = createAppConfig({
  app: 'mf-ops',
  exposes: {
    './OpsPage': './src/pages/OpsPage.tsx',
  },
});
