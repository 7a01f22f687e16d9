// End-to-end journeys: a real browser (Debian's Chromium through playwright-core) against
// the built site served by the real server on a temporary data folder.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  testTimeout: 120_000,
  maxWorkers: 1,
};
