// Unit, component and API tests. Front-end tests run in
// jsdom, API tests in node against a real temporary SQLite database.
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  // Jest reads the time limit of a test from the top level only (a project's own testTimeout is ignored). Password
  // hashing (scrypt, about 60 ms each) dominates some API tests and component tests render whole forms: a loaded
  // 2-core machine needs headroom over the default 5 s.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared/src',
        '<rootDir>/shell/src',
        '<rootDir>/mf-catalog/src',
        '<rootDir>/mf-solutions/src',
        '<rootDir>/mf-support/src',
        '<rootDir>/mf-news/src',
        '<rootDir>/mf-account/src',
        '<rootDir>/mf-ops/src',
      ],
      testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(react-slick)/)'],
      moduleNameMapper: {
        // The test doubles and render helpers (test files only; see testing/src/index.ts).
        '^@ferrolink/testing$': '<rootDir>/testing/src/index.ts',
        '\\.module\\.css$': '<rootDir>/build-tools/jest/style-mock.cjs',
        '\\.css$': '<rootDir>/build-tools/jest/style-mock.cjs',
        '\\.(svg|png|jpe?g)$': '<rootDir>/build-tools/jest/style-mock.cjs',
      },
      setupFilesAfterEnv: ['<rootDir>/build-tools/jest/setup-dom.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/test', '<rootDir>/api/src'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // Some fastify dependencies ship only ES modules; jest's CommonJS runtime needs them compiled.
      transformIgnorePatterns: ['/node_modules/(?!.*(content-disposition|cookie)/)'],
    },
  ],
};
