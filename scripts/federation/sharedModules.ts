/**
 * What the shell and the remotes share at run time, decided in one place for every build
 * (docs/architecture.md §5). Three kinds:
 *
 * 1. Third-party singletons (react, zustand, react-toastify, react-hook-form): one instance on the
 *    page. Their `requiredVersion` is the range the root package.json declares, never what
 *    the bundler infers from whichever importer it met first (react-hook-form's peer range
 *    once made a remote require react ^16.8.0).
 * 2. The host contract (`@servenear/shared/host`, `/router` and `/query`): the React context and
 *    types the shell hands to remotes, and the router and query client they use (the parts of
 *    react-router and TanStack Query our code uses: those packages are no longer shared whole). Our
 *    singletons, versioned by hand together (additive change bumps the minor); publish refuses
 *    a remote that needs a newer contract than the live shell.
 * 3. Every other `@servenear/shared/*` subpath is shared under a key derived from the
 *    content of the shared package: apps built from the same code load it once, and a remote
 *    built from different code gets its own copy instead of the one loaded first.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HOST_CONTRACT_MODULE, HOST_CONTRACT_MODULES, I18N_MODULE, QUERY_MODULE, REMOTE_ONLY_SINGLETONS, ROUTER_MODULE, SHARED_PACKAGE } from '../../server/src/modules/releases/federationModules';

// react-hook-form: the shared field components (@servenear/shared/forms, /upload) read the form
// through its React context, so the FormProvider a page renders and the fields inside it must be
// one copy even when the shared area was loaded by another app first.
export const SINGLETON_PACKAGES = ['react', 'react-dom', 'zustand', 'react-toastify', 'react-hook-form'] as const;

// The names the publish gate checks too: kept beside it on the server (it runs the gate for the ops console).
export { HOST_CONTRACT_MODULE, HOST_CONTRACT_MODULES, I18N_MODULE, QUERY_MODULE, REMOTE_ONLY_SINGLETONS, ROUTER_MODULE, SHARED_PACKAGE };
/** Packages whose subpaths (react/jsx-runtime, react-dom/client) are shared as well. */
const SHARED_SUBPATH_PACKAGES = new Set(['react', 'react-dom']);
/**
 * Subpaths never shared at run time: those that never reach a browser's production build (tests,
 * standalone dev page, server render), `./scheduling`, a few lines each app bundles, which
 * the shell needs before the federation runtime has shared anything, and `./id`, the id rule,
 * a few lines too: bundled where a page reads an id, not one more module to fetch; `./codes`, the
 * texted-code forms only the account and partner remotes draw, bundled into those two (and the
 * ops console, for its countdown); and
 * `./page-heads`, the pages' titles, which only the shell reads (after a move): bundled into its
 * lazy chunk, with no entry in every first page's share scope; `./media-states` (issue 37), the
 * uploader's media states, and `./media-tile`, their tile, bundled into the page chunks that draw them;
 * `./paise` (issue 38), ledger amounts as text, bundled into the partner's earnings, and
 * `./tax-documents`, the invoices' and statements' queries, into the two pages that show them;
 * `./route-claims` (decision 0058), which only the server, the build and the publish gate read;
 * `./ops-roles` (decision 0059), the ops permission map, bundled into the ops console;
 * `./i18n-server` (issue 41), the i18n runtime's server side, which no browser build imports, and
 * `./language-switch`, bundled into the shell's header and the partner portal's (a chunk and a
 * share-scope entry of its own in every app cost more than its few lines).
 */
const UNSHARED_SUBPATHS = new Set(['./i18n-server', './language-switch', './route-claims', './ops-roles', './tax-documents', './testing', './dev', './test-host', './ssr', './scheduling', './id', './codes', './page-heads', './media-states', './media-tile', './paise']);

interface PackageJson {
  name?: string;
  version: string;
  dependencies?: Record<string, string>;
  exports?: Record<string, string>;
  servenear?: { singletons?: Record<string, string>; hostContract?: string };
}

const readJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/** The ranges of the root package.json's `servenear.singletons`: the one source of them. */
export function singletonRanges(rootDir: string): Record<string, string> {
  const ranges = readJson(path.join(rootDir, 'package.json')).servenear?.singletons ?? {};
  for (const name of SINGLETON_PACKAGES) {
    if (!ranges[name]) throw new Error(`package.json servenear.singletons has no range for ${name}`);
  }
  return ranges;
}

/** The installed version, found the way Node resolves the package from the root (some
 *  packages do not export their package.json, so require.resolve cannot be asked). */
function installedVersion(rootDir: string, name: string): string {
  for (let dir = rootDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return readJson(file).version;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed (npm ci)`);
  }
}

/** `servenear.hostContract` of shared/package.json. */
export function hostContractVersion(rootDir: string): string {
  const version = readJson(path.join(rootDir, 'shared', 'package.json')).servenear?.hostContract;
  if (!version) throw new Error('shared/package.json has no servenear.hostContract version');
  return version;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.test\.tsx?$/.test(entry.name) ? [] : [full];
    })
    .sort();
}

/**
 * 10 hex of sha256 over shared/src (tests excluded), shared/package.json and the installed
 * versions of its dependencies: the same code gives the same key on every machine.
 */
export function sharedContentHash(rootDir: string): string {
  const sharedDir = path.join(rootDir, 'shared');
  const hash = createHash('sha256');
  for (const file of sourceFiles(path.join(sharedDir, 'src'))) {
    hash.update(`${path.relative(sharedDir, file).split(path.sep).join('/')}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  const manifest = readJson(path.join(sharedDir, 'package.json'));
  hash.update(JSON.stringify(manifest));
  for (const dependency of Object.keys(manifest.dependencies ?? {}).sort()) {
    hash.update(`${dependency}@${installedVersion(rootDir, dependency)}\0`);
  }
  return hash.digest('hex').slice(0, 10);
}

export interface SharedModuleConfig {
  singleton: boolean;
  requiredVersion: string;
  version: string;
  shareKey?: string;
  strictVersion?: boolean;
}

/** The `shared` option of every app's ModuleFederationPlugin. */
export function sharedModules(rootDir: string): Record<string, SharedModuleConfig> {
  const shared: Record<string, SharedModuleConfig> = {};
  const ranges = singletonRanges(rootDir);
  for (const name of SINGLETON_PACKAGES) {
    const config = { singleton: true, requiredVersion: ranges[name]!, version: installedVersion(rootDir, name) };
    shared[name] = config;
    if (SHARED_SUBPATH_PACKAGES.has(name)) shared[`${name}/`] = config;
  }

  const contract = hostContractVersion(rootDir);
  for (const request of HOST_CONTRACT_MODULES) shared[request] = { singleton: true, requiredVersion: `^${contract}`, version: contract };

  const sharedPackage = readJson(path.join(rootDir, 'shared', 'package.json'));
  const contentHash = sharedContentHash(rootDir);
  const contentVersion = `${sharedPackage.version}-${contentHash}`;
  for (const subpath of Object.keys(sharedPackage.exports ?? {})) {
    if (UNSHARED_SUBPATHS.has(subpath)) continue;
    const area = subpath.replace(/^\.\//, '');
    const request = `${SHARED_PACKAGE}/${area}`;
    if (HOST_CONTRACT_MODULES.has(request)) continue;
    // The key carries the content hash, so only identical code ever meets under it.
    shared[request] = {
      singleton: false,
      shareKey: `${SHARED_PACKAGE}-${contentHash}/${area}`,
      version: contentVersion,
      requiredVersion: contentVersion,
      strictVersion: true,
    };
  }
  return shared;
}
