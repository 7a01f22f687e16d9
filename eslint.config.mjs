// Lint for the whole repository (docs/architecture.md §10): typescript-eslint's recommended rules,
// React's hook rules for the browser code, and the import boundaries of the micro-frontends.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './scripts/lint/featureBoundaries.mjs';

const remotes = ['remote-catalog', 'remote-booking', 'remote-account', 'remote-partner'];

/** A remote imports shared and itself, never another remote or the shell (they meet at run time). */
const remoteBoundaries = remotes.map((remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['**/shell/**', 'shell/*'], message: 'A remote never imports the shell: they meet through the host contract.' },
          ...remotes
            .filter((other) => other !== remote)
            .map((other) => ({ group: [`**/${other}/**`, `${other}/*`], message: 'A remote never imports another remote.' })),
        ],
      },
    ],
  },
}));

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
  ...remoteBoundaries,
  {
    // Inside a remote: features use shared, src/components, src/ui and their own folder only.
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    plugins: { servenear: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'servenear/feature-boundaries': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'scripts/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
