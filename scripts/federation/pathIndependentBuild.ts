import { createHash } from 'node:crypto';
import { rspack, type Compilation, type Compiler } from '@rspack/core';

const PLUGIN_NAME = 'PathIndependentBuildPlugin';
/** The federation's own modules, whose identifiers name absolute paths: those that share a
 *  module, and its runtime's entry, a `data:` module that imports the runtime by path. */
const FEDERATION_MODULE = /^((consume|provide) shared module |data:text\/javascript,)/;
/** Five digits, above the bundler's own deterministic ids (four digits for an app of our size);
 *  a clash is reported as a build error (assertUniqueModuleIds). */
const ID_BASE = 10_000;
const ID_SPACE = 90_000;

/**
 * The same commit builds to the same files wherever the repository is checked out, so a release's
 * version (a hash of its files) and the bundle budgets agree between this machine and CI.
 *
 * The bundler's deterministic ids hash a module's identifier. For a normal module that is a path
 * relative to the app, but a consume-shared or provide-shared module names its fallback's
 * absolute path inside a longer string ("consume shared module (default) react@^19.2.0 (strict)
 * (fallback: /work/main/node_modules/react/index.js)"), and the federation runtime's entry, a
 * `data:` module, names the runtime's path URL-encoded; the bundler makes neither relative
 * (rspack 2.2; web-infra-dev/rspack#15841). A clone built in another folder therefore gave every
 * remote other ids, other file hashes and another release version (seen in CI: remote-ops was
 * 0.1.0-803cf077b5 there and 0.1.0-8ea312e819 here for one commit, and a page 0.1 KB heavier,
 * over its budget). Here those modules get ids hashed from the identifier with the checkout's
 * path taken out, and the source maps name files relative to the repository.
 * The rest is configuration (rspack.config.base.ts): natural chunk ids, and no chunk of its own
 * for a consume-shared module.
 */
export class PathIndependentBuildPlugin {
  constructor(private readonly rootDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(PLUGIN_NAME, (modules) => this.assignFederationModuleIds(modules));
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        assertUniqueModuleIds(compilation);
        this.relativeSourceMaps(compilation);
      });
    });
  }

  private assignFederationModuleIds(modules: Iterable<unknown>): void {
    const federation = [...modules]
      .map((module) => ({ module, identifier: identifierOf(module) }))
      .filter(({ identifier }) => FEDERATION_MODULE.test(identifier))
      .map(({ module, identifier }) => ({ module, name: this.withoutRoot(identifier).replace(RESOLVER_HASH, '') }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const taken = new Set<number>();
    for (const { module, name } of federation) {
      let id = hashedId(name, 0);
      // On a clash the next salt: the order is the names' order, so every build picks alike.
      for (let salt = 1; taken.has(id); salt++) id = hashedId(name, salt);
      taken.add(id);
      // The hook hands proxies on which setting `id` assigns the module's id (rspack 2.2).
      (module as { id: number }).id = id;
    }
  }

  private relativeSourceMaps(compilation: Compilation): void {
    for (const asset of compilation.getAssets()) {
      if (!asset.name.endsWith('.map')) continue;
      const text = asset.source.source().toString();
      const relative = this.withoutRoot(text);
      if (relative !== text) compilation.updateAsset(asset.name, new rspack.sources.RawSource(relative));
    }
  }

  /** The text with the checkout's path taken out, as written and URL-encoded. */
  private withoutRoot(text: string): string {
    return text.split(`${this.rootDir}/`).join('').split(encodeURIComponent(`${this.rootDir}/`)).join('');
  }
}

/** The hash of the resolver's options that may end an identifier (`…|4f0e4a4ea56597f8`): the
 *  shell's aliases are absolute paths. */
const RESOLVER_HASH = /\|[0-9a-f]{16}$/;

function identifierOf(module: unknown): string {
  // The hook's proxies carry the identifier as a string; a module object has it as a method.
  const identifier = (module as { identifier: string | (() => string) }).identifier;
  return typeof identifier === 'function' ? identifier.call(module) : identifier;
}

function hashedId(name: string, salt: number): number {
  return ID_BASE + (createHash('sha256').update(`${name}\0${salt}`).digest().readUInt32BE(0) % ID_SPACE);
}

/** Two modules with one id would load the wrong code at run time: fail the build instead. */
function assertUniqueModuleIds(compilation: Compilation): void {
  const seen = new Map<string, string>();
  for (const module of compilation.modules) {
    const id = compilation.chunkGraph.getModuleId(module);
    if (id === null) continue;
    const other = seen.get(String(id));
    if (other !== undefined) {
      compilation.errors.push(new rspack.WebpackError(`${PLUGIN_NAME}: modules ${other} and ${module.identifier()} have the same id ${id}`));
    }
    seen.set(String(id), module.identifier());
  }
}
