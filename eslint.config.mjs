// Lint for the whole repository (docs/architecture.md §10): typescript-eslint's recommended rules,
// React's hook rules for the browser code, and the import boundaries of the micro-frontends.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './scripts/lint/featureBoundaries.mjs';
import { untranslatedText } from './scripts/lint/untranslatedText.mjs';

const remotes = ['remote-catalog', 'remote-booking', 'remote-account', 'remote-partner', 'remote-ops'];
/** The remotes customers and partners use: every text they show is translated (issue 41). */
const translatedRemotes = remotes.filter((remote) => remote !== 'remote-ops');

/**
 * Browser code uses @servenear/shared/router and /query, never react-router or TanStack Query
 * themselves: each is one instance on the page, the shell's, shared as our small module that names
 * what we use (docs/architecture.md §5). Tests, the standalone dev page and the server render have
 * no federation and may import the packages.
 */
const sharedInstanceImports = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: 'Import the router from @servenear/shared/router: one shared instance on the page (docs/architecture.md §5).',
  })),
  { name: '@tanstack/react-query', message: 'Import TanStack Query from @servenear/shared/query: one shared instance on the page (docs/architecture.md §5).' },
];
/** Tests and their helpers, in any app. */
const testFiles = (dir) => [`${dir}/src/**/*.test.{ts,tsx}`, `${dir}/src/test/**`];

/** A remote imports shared and itself, never another remote or the shell (they meet at run time). */
const remoteBoundaryPatterns = (remote) => [
  { group: ['**/shell/**', 'shell/*'], message: 'A remote never imports the shell: they meet through the host contract.' },
  ...remotes
    .filter((other) => other !== remote)
    .map((other) => ({ group: [`**/${other}/**`, `${other}/*`], message: 'A remote never imports another remote.' })),
];
const browserImportRules = [
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: sharedInstanceImports, patterns: remoteBoundaryPatterns(remote) }] },
  })),
  { files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { paths: sharedInstanceImports }] } },
  // Later entries win: where the packages may be imported directly, only a remote's boundaries remain.
  ...remotes.map((remote) => ({ files: testFiles(remote), rules: { 'no-restricted-imports': ['error', { patterns: remoteBoundaryPatterns(remote) }] } })),
  {
    files: [...testFiles('shell'), 'shell/src/ssr/**', ...testFiles('shared'), 'shared/src/testing/**', 'shared/src/dev/**', 'shared/src/ssr/**', 'shared/src/router/**', 'shared/src/query/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'releases/**', 'registry/**', 'data/**', '.tmp/**', 'e2e/artifacts/**', 'bench/results/**', '**/*.cjs', 'server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused names are errors, except ones that say they are unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', ...remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    // Every rule of the hooks plugin's recommended set: the classic hook rules and the React
    // Compiler's checks (no setState in an effect, no ref read during render, pure renders …).
    rules: { ...reactHooks.configs['recommended-latest'].rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  ...browserImportRules,
  {
    // Inside a remote: features use shared, src/components, src/ui and their own folder only.
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    plugins: { servenear: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'servenear/feature-boundaries': 'error' },
  },
  {
    // Issue 41: what a customer or partner reads comes from a catalogue (decision 0064). The ops
    // console stays English; tests, dev pages and the server render's plumbing show nobody anything.
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', ...translatedRemotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`)],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/dev.tsx', 'shared/src/testing/**', 'shared/src/dev/**', 'shared/src/ops-api/**', 'shared/src/host/testHost.tsx'],
    plugins: { i18n: { rules: { 'untranslated-text': untranslatedText } } },
    rules: { 'i18n/untranslated-text': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'scripts/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
