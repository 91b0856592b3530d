const { createAppConfig } = require('../build-tools/webpack.config.cjs');

// The remote's one public door: the pages and widgets the shell mounts. Everything else is private.
module.exports = createAppConfig({
  app: 'mf-account',
  exposes: {
    './LoginPage': './src/pages/LoginPage.tsx',
    './AccountPage': './src/pages/AccountPage.tsx',
    './ForgotPasswordPage': './src/pages/ForgotPasswordPage.tsx',
    './PasswordSettingPage': './src/pages/PasswordSettingPage.tsx',
  },
});
