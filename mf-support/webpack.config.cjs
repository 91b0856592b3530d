const { createAppConfig } = require('../build-tools/webpack.config.cjs');

// The remote's one public door: the pages and widgets the shell mounts. Everything else is private.
module.exports = createAppConfig({
  app: 'mf-support',
  exposes: {
    './SupportPage': './src/pages/SupportPage.tsx',
    './SecurityAdvisoriesPage': './src/pages/SecurityAdvisoriesPage.tsx',
    './SecurityAdvisoryPage': './src/pages/SecurityAdvisoryPage.tsx',
    './PartsListCheckPage': './src/pages/PartsListCheckPage.tsx',
  },
});
