import { createHash } from 'node:crypto';
import path from 'node:path';
import { rspack, type Compilation, type Compiler } from '@rspack/core';
import { allEndpoints, devOnlyEndpoints } from '../../shared/src/endpoints/all.ts';
import { endpointKey, endpointReplyShape } from '../../server/src/modules/releases/contracts/apiShapes.ts';
import { CONTRACTS_FILE, type ContractRecord } from '../../server/src/modules/releases/contracts/record.ts';
import { analyseSources } from './analyse.ts';
import { cachedAnalysis } from './analysisCache.ts';

const PLUGIN_NAME = 'ContractsPlugin';

/** A reply shape's version: a short fingerprint, equal wherever the shape is. */
const shapeVersion = (reads: object) => createHash('sha256').update(JSON.stringify(reads)).digest('hex').slice(0, 8);

/** The repository's own TypeScript files among the build's modules. */
function sourceModules(compilation: Compilation, rootDir: string): string[] {
  const files = new Set<string>();
  for (const module of compilation.modules) {
    const file = module.nameForCondition?.();
    if (file && /\.tsx?$/.test(file) && file.startsWith(rootDir) && !file.includes(`${path.sep}node_modules${path.sep}`)) files.add(file);
  }
  return [...files].sort();
}

/** The text of the build's scripts in the page's first language (a language's variant has the same code). */
function scriptsText(compilation: Compilation): string {
  return compilation
    .getAssets()
    .filter((asset) => asset.name.endsWith('.js') && !/\.(hi|ta)\.js$/.test(asset.name))
    .map((asset) => asset.source.source().toString())
    .join('\n');
}

/**
 * Issue 42 (decision 0068): writes the build's contract record, contracts.json, beside its files.
 * A remote's names what it uses of the host contract; the shell's, what its host contract
 * provides; both, every endpoint of the catalogue the build calls, with the reply shape its
 * client checks. An endpoint counts when its code imports it and its path is in the built
 * scripts: a module's unused exports are left out of the build, and so out of the record.
 */
export class ContractsPlugin {
  constructor(
    private readonly rootDir: string,
    private readonly app: string,
    private readonly role: 'host' | 'remote',
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = sourceModules(compilation, this.rootDir);
        const analysis = cachedAnalysis(this.rootDir, this.app, files, () => analyseSources(this.rootDir, files));
        const scripts = scriptsText(compilation);
        const catalogue = new Map([...allEndpoints, ...devOnlyEndpoints].map((endpoint) => [endpointKey(endpoint), endpoint]));
        const api: ContractRecord['api'] = {};
        for (const reference of analysis.endpoints) {
          const key = `${reference.method} ${reference.path}`;
          const endpoint = catalogue.get(key);
          if (!endpoint) throw new Error(`${this.app}: ${key} is defined but not in the endpoint catalogue (shared/src/endpoints/all.ts)`);
          if (!scripts.includes(JSON.stringify(reference.path))) continue;
          const reads = endpointReplyShape(endpoint, 'input');
          api[key] = { version: shapeVersion(reads), reads };
        }
        const record: ContractRecord = {
          app: this.app,
          ...(this.role === 'host' ? { provides: analysis.provides } : { host: analysis.host }),
          api,
        };
        compilation.emitAsset(CONTRACTS_FILE, new rspack.sources.RawSource(`${JSON.stringify(record, null, 2)}\n`));
      });
    });
  }
}
