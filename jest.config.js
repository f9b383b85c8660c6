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
  testMatch: ['<rootDir>/{services,projections,contracts,tests,web/src,admin/src,ui}/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/tests/browser/'],
  // ui/ is the portal's and the admin app's shared folder, aliased as the two Vite builds and tsconfig do.
  moduleNameMapper: { '^@landrecords/ui/(.*)$': '<rootDir>/ui/$1' },
  // Every append of every test is checked against the events of contracts/ (tests/support/event-check.ts).
  setupFiles: ['<rootDir>/tests/support/event-check.ts'],
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
};

export default config;
