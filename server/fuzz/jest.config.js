// The API fuzz suite (docs/architecture.md §11): `npm run fuzz` (random seed) and CI (fixed seed).
// Apart from `npm test`: it is a long property run, not a unit test.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.fuzz.ts'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
  testTimeout: 240_000,
  maxWorkers: 1,
};
