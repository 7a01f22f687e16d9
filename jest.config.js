// One jest run for the whole repo (DESIGN §6): browser code in jsdom, the server in node.
// Run through `npm test`, which starts node with --experimental-vm-modules: PGlite's
// CommonJS build imports its file-system helpers dynamically. content-disposition and
// cookie (used by @fastify/static and inject) are ESM-only, so swc compiles them too.
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
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/scripts/jest/empty-module.cjs',
    '\\.(png|jpe?g|webp|svg)$': '<rootDir>/scripts/jest/file-stub.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};

module.exports = {
  // Each test file's modules (PGlite's WASM included) stay in the worker that ran it: the whole
  // suite once grew one process past its 4 GB heap. A worker a file leaves above this is replaced.
  workerIdleMemoryLimit: '1GB',
  // Every core: jest's own default leaves one to its main process, which only hands out files,
  // so on a 2-core machine (CI's) the suite ran on one core with the other idle.
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'web',
      rootDir: __dirname,
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/remote-catalog', '<rootDir>/remote-booking', '<rootDir>/remote-account', '<rootDir>/remote-partner', '<rootDir>/remote-ops'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-web.ts'],
    },
    {
      ...common,
      displayName: 'server',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-server.ts'],
    },
  ],
};
