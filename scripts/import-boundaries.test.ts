/**
 * The dependency direction of docs/architecture.md §2: remotes → shared ← shell. A remote never imports
 * another remote's or the shell's source, the shell never imports a remote's source, and
 * @servenear/shared is only imported by subpath (each area is its own shared module).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const apps = ['shell', 'remote-catalog', 'remote-booking', 'remote-account', 'remote-partner', 'remote-ops'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

function violations(app: string): string[] {
  const appDir = path.join(root, app);
  return sourceFiles(path.join(appDir, 'src')).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => {
        if (specifier === '@servenear/shared') return true;
        if (!specifier.startsWith('.')) return false;
        const target = path.resolve(path.dirname(file), specifier);
        return !target.startsWith(appDir + path.sep);
      })
      .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
  );
}

test.each(apps)('%s imports only its own source, packages and shared subpaths', (app) => {
  expect(violations(app)).toEqual([]);
});

test('shared never imports an app', () => {
  const offending = sourceFiles(path.join(root, 'shared', 'src')).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => apps.some((app) => specifier.includes(`${app}/`)) || specifier === '@servenear/shared')
      .map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
  );
  expect(offending).toEqual([]);
});

test('only tests and their src/test/ helpers import the test-only @servenear/shared/testing', () => {
  const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('test') || file.includes(`${path.sep}shared${path.sep}src${path.sep}testing${path.sep}`);
  const offending = [...apps, 'shared']
    .flatMap((dir) => sourceFiles(path.join(root, dir, 'src')))
    .filter((file) => !isTestCode(file))
    .filter((file) => importsOf(file).includes('@servenear/shared/testing'))
    .map((file) => path.relative(root, file));
  expect(offending).toEqual([]);
});
