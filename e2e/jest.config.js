// End-to-end journeys: a real browser (Debian's Chromium through playwright-core) against
// the built site served by the real server. The global setup makes one seeded template and starts
// the shared site most files use (support/site.ts); the files run one after another.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  // .tsx too: the ops CLI (support/adminCli.ts runs it in process) reaches shared modules with JSX.
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/support/globalSetup.ts',
  globalTeardown: '<rootDir>/support/globalTeardown.ts',
  testTimeout: 120_000,
  maxWorkers: 1,
};
