// Browser tests: Playwright (playwright-core) driving Debian's Chromium against the server `npm start` runs, on
// a small demo county in a database of its own. `npm run test:browser`; see tests/browser/support/.
/** @type {import('jest').Config} */
const config = {
  rootDir: '../..',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { target: 'es2023', parser: { syntax: 'typescript' } }, module: { type: 'es6' } },
    ],
  },
  testMatch: ['<rootDir>/tests/browser/**/*.browser.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  moduleNameMapper: { '^p-limit$': '<rootDir>/node_modules/p-limit/index.js' },
  globalSetup: '<rootDir>/tests/browser/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/browser/support/global-teardown.ts',
  // BROWSER_WORKERS workers (2 by default), each with a server of its own (support/global-setup.ts): the files
  // of one worker take turns.
  maxWorkers: Math.max(1, Math.min(4, Number(process.env.BROWSER_WORKERS ?? 2) || 1)),
  testTimeout: 120_000,
  slowTestThreshold: 30,
};

export default config;
