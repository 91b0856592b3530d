// One lint configuration for the whole repository. Beyond style, it enforces the
// architecture: a remote imports only `@ferrolink/shared` and npm packages; the
// shell reaches remotes only through federation; shared imports no app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const SIBLING_FOLDER = '^(\\.\\./)+(shell|shared|api|e2e|mf-[a-z]+)/(src|test|tests)(/|$)';

// The router and the query cache come from @ferrolink/shared only: a direct import would load a second copy
// of the package and break its React context (one router, one QueryClient per page).
const SHARED_ONLY_PATHS = [
  ...['react-router-dom', 'react-router'].map((name) => ({
    name,
    message: 'Import the router API from @ferrolink/shared (one react-router per page, see shared/src/router.ts).',
  })),
  {
    name: '@tanstack/react-query',
    message: 'Import the query API from @ferrolink/shared (one query cache per page, see shared/src/query.ts).',
  },
];

/** The test files of an app: what jest runs (`__tests__/**`), including fixtures kept beside the tests. */
const TEST_FILES = (app) => [`${app}/src/**/__tests__/**/*.{ts,tsx}`];

const restrict = (message, patterns, paths = []) => ({
  'no-restricted-imports': ['error', { paths, patterns: patterns.map((regex) => ({ regex, message })) }],
});

// The API's layers, bottom to top: lib (with config and the contracts) -> db -> repositories and services (services/**,
// search/**) -> plugins -> routes; cli and seed sit beside the plugins and use the services. An import may only go
// down. The zones are written with ESLint's own no-restricted-imports: eslint-plugin-import (whose
// import/no-restricted-paths names zones by folder) is not a dependency of this repository, and one more package
// with its resolver is not worth what a regex over the import path does here. A pattern matches a relative import
// whose "./" or run of "../" ends in a layer's folder name (api/src has no folder of those names below its top level).
/** A relative import of one of the API's top-level folders (or of app.ts/server.ts, which compose everything). */
const API_LAYER = (...folders) => `^(\\./|(\\.\\./)+)(${folders.join('|')})(/|$)`;
const API_TOP = '^(\\./|(\\.\\./)+)(app|server)$';
const API_LAYER_ZONES = [
  {
    files: ['api/src/config.ts'],
    message: 'The configuration sits at the bottom of the API beside lib: it imports no other layer.',
    patterns: [API_LAYER('db', 'services', 'search', 'plugins', 'routes', 'cli', 'seed'), API_TOP],
  },
  {
    files: ['api/src/lib/**/*.ts'],
    message: 'lib is the bottom layer of the API: it imports only lib, config and the contracts.',
    // lib's database helpers take a typed Kysely handle, so the table types (declarations, no code) may be imported as types.
    patterns: [API_LAYER('services', 'search', 'plugins', 'routes', 'cli', 'seed'), API_TOP],
    typeOnly: [API_LAYER('db')],
  },
  {
    files: ['api/src/db/**/*.ts'],
    message: 'db (connection, schema, migrations) sits under the repositories: it imports no service, plugin, route, CLI or seeder.',
    patterns: [API_LAYER('services', 'plugins', 'routes', 'cli', 'seed'), API_TOP],
  },
  {
    files: ['api/src/services/**/*.ts', 'api/src/search/**/*.ts'],
    message: 'A service or repository imports lib, db, the contracts and other services, never a plugin, route, CLI or seeder.',
    patterns: [API_LAYER('plugins', 'routes', 'cli', 'seed'), API_TOP],
  },
  {
    files: ['api/src/seed/**/*.ts', 'api/src/cli/**/*.ts'],
    message: 'The seeders and the command-line tools use the services: they import no plugin or route.',
    patterns: [API_LAYER('plugins', 'routes'), API_TOP],
  },
  {
    files: ['api/src/plugins/**/*.ts'],
    message: 'A plugin decorates the app from services: it imports no route, CLI or seeder.',
    patterns: [API_LAYER('routes', 'cli', 'seed'), API_TOP],
  },
  {
    files: ['api/src/routes/**/*.ts'],
    message: 'A route file holds schemas, limits and calls into services: it imports no CLI or seeder.',
    patterns: [API_LAYER('cli', 'seed'), API_TOP],
  },
];

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
    rules: restrict(
      'A remote imports only @ferrolink/shared and npm packages (and @ferrolink/testing in its tests).',
      [SIBLING_FOLDER, '^@ferrolink/(shell|mf-[a-z]+|api|testing)(/|$)', '^@ferrolink/shared/.+'],
      SHARED_ONLY_PATHS,
    ),
  },
  {
    // A remote's standalone page (its bootstrap) also mounts the development harness, which the singleton leaves out.
    files: ['mf-*/src/bootstrap.tsx'],
    rules: restrict(
      'A remote imports only @ferrolink/shared and npm packages; its bootstrap also @ferrolink/shared/standalone.',
      [SIBLING_FOLDER, '^@ferrolink/(shell|mf-[a-z]+|api|testing)(/|$)', '^@ferrolink/shared/(?!standalone$).+'],
      SHARED_ONLY_PATHS,
    ),
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: restrict(
      'The shell reaches remotes only through federation, and shared only through @ferrolink/shared (and @ferrolink/testing in its tests).',
      [SIBLING_FOLDER, '^@ferrolink/(mf-[a-z]+|api|testing)(/|$)', '^@ferrolink/shared/.+'],
      SHARED_ONLY_PATHS,
    ),
  },
  {
    // The shell's server render also takes the static router, which only its server build carries.
    files: ['shell/src/server/**/*.{ts,tsx}'],
    rules: restrict(
      'The shell reaches remotes only through federation, and shared only through @ferrolink/shared; its server render also through @ferrolink/shared/server-router.',
      [SIBLING_FOLDER, '^@ferrolink/(mf-[a-z]+|api|testing)(/|$)', '^@ferrolink/shared/(?!server-router$).+'],
      SHARED_ONLY_PATHS,
    ),
  },
  {
    // Tests share one fake of the API and one render helper; application code never loads them.
    files: [...TEST_FILES('mf-*'), ...TEST_FILES('shell')],
    rules: restrict(
      'A test imports @ferrolink/shared, @ferrolink/testing and npm packages, and the files of its own app.',
      [SIBLING_FOLDER, '^@ferrolink/(shell|mf-[a-z]+|api)(/|$)', '^@ferrolink/(shared|testing)/.+'],
      SHARED_ONLY_PATHS,
    ),
  },
  {
    // The test helpers sit below every app's tests: they reach the site only through @ferrolink/shared.
    files: ['testing/**/*.{ts,tsx}'],
    rules: restrict(
      '@ferrolink/testing imports @ferrolink/shared and npm packages only.',
      ['^(\\.\\./)+(shell|shared|api|e2e|mf-[a-z]+)(/|$)', '^@ferrolink/(shell|mf-[a-z]+|api)(/|$)', '^@ferrolink/shared/.+'],
      SHARED_ONLY_PATHS,
    ),
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: restrict("shared is the bottom layer: it imports no app and no UI library (only the API's pure contract modules).", [
      SIBLING_FOLDER,
      '^@ferrolink/(shell|mf-[a-z]+)(/|$)',
      '^@ferrolink/api(?!/contracts/)',
      '^antd',
    ]),
  },
  ...API_LAYER_ZONES.map(({ files, message, patterns, typeOnly = [] }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...patterns.map((regex) => ({ regex, message })), ...typeOnly.map((regex) => ({ regex, message, allowTypeImports: true }))],
        },
      ],
    },
  })),
  {
    // The API's contract modules are bundled into the browser through shared: nothing of Node.js, no module but
    // another contract beside it (pure by the same rule) or a JSON file of data beside it (the company's facts, which
    // the content scripts read too).
    files: ['api/src/contracts/**/*.ts'],
    rules: restrict('A contract module is pure: it imports only the contract modules and JSON data beside it, so the browser can bundle it.', [
      '^(?!\\./[\\w-]+(\\.json)?$)',
    ]),
  },
);
