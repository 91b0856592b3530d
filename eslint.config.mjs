// One lint configuration for the whole repository. Beyond style, it enforces the
// architecture: a remote imports only `@ferrolink/shared` and npm packages; the
// shell reaches remotes only through federation; shared imports no app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const SIBLING_FOLDER = '^(\\.\\./)+(shell|shared|api|e2e|mf-[a-z]+)/(src|test|tests)(/|$)';

const restrict = (message, patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((regex) => ({ regex, message })) }],
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'var/**', 'coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'api/content/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['mf-*/src/**/*.{ts,tsx}'],
    rules: restrict('A remote imports only @ferrolink/shared and npm packages (DESIGN.md section 1).', [
      SIBLING_FOLDER,
      '^@ferrolink/(shell|mf-[a-z]+|api)(/|$)',
      '^@ferrolink/shared/.+',
    ]),
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: restrict('The shell reaches remotes only through federation, and shared only through @ferrolink/shared.', [
      SIBLING_FOLDER,
      '^@ferrolink/(mf-[a-z]+|api)(/|$)',
      '^@ferrolink/shared/.+',
    ]),
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: restrict('shared is the bottom layer: it imports no app and no UI library.', [
      SIBLING_FOLDER,
      '^@ferrolink/(shell|mf-[a-z]+|api)(/|$)',
      '^antd',
    ]),
  },
);
