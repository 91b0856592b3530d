const { createAppConfig } = require('../build-tools/webpack.config.cjs');

// The remote's one public door: the pages and widgets the shell mounts. Everything else is private.
module.exports = createAppConfig({
  app: 'mf-catalog',
  exposes: {
    './ProductCenterPage': './src/pages/ProductCenterPage.tsx',
    './ProductListPage': './src/pages/ProductListPage.tsx',
    './ProductDetailsPage': './src/pages/ProductDetailsPage.tsx',
    './ProductComparePage': './src/pages/ProductComparePage.tsx',
    './FeaturedProducts': './src/widgets/FeaturedProducts.tsx',
  },
});
