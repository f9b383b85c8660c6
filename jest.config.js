// Every test file gets its own database cloned from a migrated template (see tests/support/).
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { target: 'es2023', parser: { syntax: 'typescript' } }, module: { type: 'es6' } },
    ],
  },
  testMatch: ['<rootDir>/{services,projections,contracts,tests,web/src}/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/tests/browser/'],
  // slonik 47 (the newest on Node 20) require()s the ESM-only p-limit 6, which Node 20.19 loads but jest's
  // module runtime cannot; p-limit 3 has the same default export as CommonJS.
  moduleNameMapper: { '^p-limit$': '<rootDir>/node_modules/p-limit/index.js' },
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
};

export default config;
