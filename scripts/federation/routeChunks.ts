/**
 * route-chunks.json: for the shell's entry, a remote's `./App` and every page and widget chunk
 * of a remote (named in its src/app/pages.ts and widgets.ts: `routeChunkName` in
 * @servenear/shared/routes), the JS and CSS files the chunk loads and the shared modules it
 * consumes. The server reads it with the build's mf-manifest.json to preload what the page being
 * opened will need (docs/architecture.md §3), so the page's code downloads beside the shell's
 * own bundle instead of one piece after another.
 */
import { rspack, type Compilation, type Compiler } from '@rspack/core';

const PLUGIN_NAME = 'ServeNearRouteChunks';
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
/** Page and widget chunks, the shell's entry and a remote's `./App`. */
const PRELOADED_GROUP = /^(page-|widget-|main$|__federation_expose_)/;
const LOADED_FILE = /\.(js|css)$/;
/** 'consume shared module (default) react-dom/client@^19.2.0 (strict) (fallback: …)' → 'react-dom/client'. */
const CONSUMED_KEY = /^consume shared module \([^)]*\) (.+?)@[^@\s]+ \(/;
/** 'provide shared module (default) react@19.3.1 = /…/react/index.js' → 'react'. */
const PROVIDED_KEY = /^provide shared module \([^)]*\) (.+?)@[^@\s]+ = /;

export interface ChunkFiles {
  files: string[];
  /** Share keys the chunk's code consumes ('react', '@servenear/shared-<hash>/api'), and those they consume. */
  shared: string[];
}

export interface RouteChunks {
  chunks: Record<string, ChunkFiles>;
  /**
   * Share key → the files this build loads when the page uses its copy of the module. The
   * manifest's list is the union of those and the consumers' fallback copies (the same module
   * split into other chunks): preloading that downloaded a module twice (1.3 KB of shared/ui on
   * the list page).
   */
  provides: Record<string, string[]>;
}

type ChunkGroup = NonNullable<ReturnType<Compilation['namedChunkGroups']['get']>>;

/** The chunk group each shared module's provider loads, by share key. */
function providerGroups(compilation: Compilation): Map<string, ChunkGroup> {
  const groups = new Map<string, ChunkGroup>();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const key = PROVIDED_KEY.exec(origin.module?.identifier() ?? '')?.[1];
      if (key) groups.set(key, group);
    }
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * A chunk's share keys with those their modules consume in turn (shared/ui uses shared/domain,
 * react-dom uses react): the runtime loads them all before the chunk runs, one round trip after
 * the other unless the page preloads them (the login page asked for shared/domain at 2.0 s).
 * A shared module's code is the same whoever provides it (content-derived keys, one version of
 * each package), so this build's providers say what any copy consumes.
 */
function withIndirect(keys: string[], consumedBy: Map<string, string[]>): string[] {
  const all = new Set(keys);
  for (const key of all) for (const next of consumedBy.get(key) ?? []) all.add(next);
  return [...all].sort();
}

function consumedKeys(compilation: Compilation, group: ChunkGroup): string[] {
  const keys = new Set<string>();
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = CONSUMED_KEY.exec(module.identifier())?.[1];
      if (key) keys.add(key);
    }
  }
  return [...keys].sort();
}

export class RouteChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const providers = providerGroups(compilation);
        const consumedBy = new Map([...providers].map(([key, group]) => [key, consumedKeys(compilation, group)]));
        const chunks: Record<string, ChunkFiles> = {};
        const names = [...compilation.namedChunkGroups.keys()].filter((name) => PRELOADED_GROUP.test(name)).sort();
        for (const name of names) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) continue;
          const shared = withIndirect(consumedKeys(compilation, group), consumedBy);
          chunks[name] = { files: group.getFiles().filter((file) => LOADED_FILE.test(file)).sort(), shared };
        }
        const provides = Object.fromEntries([...providers].map(([key, group]) => [key, group.getFiles().filter((file) => LOADED_FILE.test(file)).sort()]));
        const report: RouteChunks = { chunks, provides };
        compilation.emitAsset(ROUTE_CHUNKS_FILE, new rspack.sources.RawSource(`${JSON.stringify(report, null, 2)}\n`));
      });
    });
  }
}
