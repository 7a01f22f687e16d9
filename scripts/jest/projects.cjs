// The jest projects of the repository, shared by the root run (jest.config.js: everything) and
// each app's own (`npm test -w <app>`, app.config.cjs; issue 42).
// Run through `npm test`, which starts node with --experimental-vm-modules: PGlite's CommonJS
// build imports its file-system helpers dynamically. content-disposition and cookie (used by
// @fastify/static and inject) are ESM-only, so swc compiles them too.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  rootDir: repoRoot,
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/scripts/jest/empty-module.cjs',
    '\\.(png|jpe?g|webp|svg)$': '<rootDir>/scripts/jest/file-stub.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};

/** Browser code in jsdom: the shell's, the remotes' and shared's tests (`apps`: folders of the repository). */
const webProject = (apps) => ({
  ...common,
  displayName: 'web',
  testEnvironment: 'jsdom',
  roots: apps.map((app) => `<rootDir>/${app}`),
  testMatch: ['**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-web.ts'],
});

/** Node code: the server and the repository's scripts (the release tools, the build's plugins). */
const serverProject = {
  ...common,
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/server', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-server.ts'],
};

/**
 * The contract tests that bind every app (decision 0068): what the live remotes use, checked
 * against this checkout's host contract and endpoint catalogue, and the publish gate's contract
 * check. Also part of the server project in the root run.
 */
const contractsProject = {
  ...serverProject,
  displayName: 'contracts',
  roots: ['<rootDir>/scripts'],
  testMatch: ['<rootDir>/scripts/contracts/**/*.test.ts', '<rootDir>/scripts/remotes/contractGate.test.ts'],
};

const runOptions = {
  // Each test file's modules (PGlite's WASM included) stay in the worker that ran it: the whole
  // suite once grew one process past its 4 GB heap. A worker a file leaves above this is replaced.
  workerIdleMemoryLimit: '1GB',
  // Every core: jest's own default leaves one to its main process, which only hands out files,
  // so on a 2-core machine (CI's) the suite ran on one core with the other idle.
  maxWorkers: '100%',
};

/** `npm test -w <app>`: the app's own tests and the contract tests. */
const appConfig = (app) => ({ ...runOptions, projects: [webProject([app]), contractsProject] });

module.exports = { appConfig, contractsProject, runOptions, serverProject, webProject };
