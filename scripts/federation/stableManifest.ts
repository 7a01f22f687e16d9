import { rspack, type Compiler } from '@rspack/core';

const PLUGIN_NAME = 'StableManifestPlugin';
/** What Module Federation writes about a build (its manifest plugin, at the optimize-transfer stage). */
const FEDERATION_FILES = ['mf-manifest.json', 'mf-stats.json'];

/**
 * The shared modules of the federation manifest in name order. The manifest plugin lists them
 * in the order the compilation met them, which differs between two builds of the same code on
 * a loaded machine (seen in CI: the booking remote's `ui` area and the query module changed
 * places); the runtime reads them by name, and a build must give the same files every time.
 */
/**
 * The stats' lists of names (a shared module's chunks and the modules that use it, an exposed
 * module's requirements) in name order too: under load their order followed the compilation's
 * (seen in CI, 2026-12-01: remote-ops' mf-stats.json alone differed between two builds). The
 * stats are for people and tools, not read at run time; the manifest's asset lists keep their
 * order, which is the order the runtime loads them in.
 */
function sortLists(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(sortLists);
    if (value.every((item) => typeof item === 'string')) value.sort();
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach(sortLists);
  }
}

export class StableManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const file of FEDERATION_FILES) {
          const asset = compilation.getAsset(file);
          if (!asset) continue;
          const json = JSON.parse(asset.source.source().toString()) as { shared?: Array<{ name: string }> };
          if (!Array.isArray(json.shared)) continue;
          json.shared.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
          if (file === 'mf-stats.json') sortLists(json);
          compilation.updateAsset(file, new rspack.sources.RawSource(JSON.stringify(json, null, 2)));
        }
      });
    });
  }
}
