const { createAppConfig } = require('../build-tools/webpack.config.cjs');

// The remote's one public door: the pages and widgets the shell mounts. Everything else is private.
module.exports = createAppConfig({
  app: 'mf-solutions',
  exposes: {
    './SolutionPage': './src/pages/SolutionPage.tsx',
    './SolutionDetailsPage': './src/pages/SolutionDetailsPage.tsx',
    './SolutionsAccordion': './src/widgets/SolutionsAccordion.tsx',
  },
});
