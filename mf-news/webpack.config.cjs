const { createAppConfig } = require('../build-tools/webpack.config.cjs');

// The remote's one public door: the pages and widgets the shell mounts. Everything else is private.
module.exports = createAppConfig({
  app: 'mf-news',
  exposes: {
    './AboutPage': './src/pages/AboutPage.tsx',
    './NewsListPage': './src/pages/NewsListPage.tsx',
    './NewsContentPage': './src/pages/NewsContentPage.tsx',
    './ContactForm': './src/widgets/ContactForm.tsx',
  },
});
