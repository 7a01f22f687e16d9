// Fixture repositories for the release tests: a remote's dist/ and the shell's versions,
// written into a temporary folder so every test publishes into its own RELEASES_DIR.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FederationManifest, ManifestShared } from '../../server/src/modules/releases/gate';
import type { ReleaseContext } from '../../server/src/modules/releases/registry';

export const reactSingleton: ManifestShared = { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' };
export const hostSingleton: ManifestShared = {
  name: '@servenear/shared/host',
  version: '1.0.0',
  singleton: true,
  requiredVersion: '^1.0.0',
};
/** A content-keyed shared area (not a singleton): never checked against the shell. */
export const sharedApi: ManifestShared = {
  name: '@servenear/shared-0123456789/api',
  version: '0.1.0-0123456789',
  singleton: false,
  requiredVersion: '0.1.0-0123456789',
};

/** The Module Federation version the fixture shell and remotes are built with. */
export const federationVersion = '2.9.2';

export function remoteManifest(overrides: Partial<FederationManifest> = {}): FederationManifest {
  return {
    name: 'remote_account',
    shared: [reactSingleton, hostSingleton],
    exposes: [{ name: 'App', path: './App' }],
    metaData: { pluginVersion: federationVersion },
    ...overrides,
  };
}

async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(value));
}

export interface FixtureRepo {
  ctx: ReleaseContext;
  /** Replaces <remote>/dist with a build made of this manifest and entry script. */
  build(remote: string, manifest: FederationManifest, entry?: string): Promise<void>;
  /** The shell built: its manifest with these singletons and this Module Federation version. */
  shellManifest(shared: ManifestShared[], pluginVersion?: string): Promise<void>;
  removeShellBuild(): Promise<void>;
  /** The shell unbuilt: its dependencies as installed in node_modules, and shared/ at this
   *  host contract version; with federationVersion, the repo root's installed Module Federation
   *  plugin (a root dev dependency, as in the real repo). */
  shellPackages(installed: Record<string, string>, hostContract: string, federationVersion?: string): Promise<void>;
  cleanup(): Promise<void>;
}

export async function fixtureRepo(): Promise<FixtureRepo> {
  const repoRoot = await mkdtemp(path.join(os.tmpdir(), 'servenear-releases-'));
  let clock = Date.parse('2026-01-01T10:00:00Z');
  const ctx: ReleaseContext = {
    repoRoot,
    releasesDir: path.join(repoRoot, 'releases'),
    operator: 'asha@test',
    now: () => new Date((clock += 60_000)),
  };
  return {
    ctx,
    async build(remote, manifest, entry = 'console.log("entry")') {
      const dist = path.join(repoRoot, remote, 'dist');
      await rm(dist, { recursive: true, force: true });
      await writeJson(path.join(repoRoot, remote, 'package.json'), { name: remote, version: '0.1.0' });
      await writeJson(path.join(dist, 'mf-manifest.json'), manifest);
      await writeFile(path.join(dist, 'remoteEntry.js'), entry);
    },
    async shellManifest(shared, pluginVersion = federationVersion) {
      const metaData = { buildInfo: { buildVersion: '0.1.0', buildName: 'shell' }, pluginVersion };
      await writeJson(path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json'), { name: 'shell', metaData, shared, exposes: [] });
    },
    removeShellBuild: () => rm(path.join(repoRoot, 'shell', 'dist'), { recursive: true, force: true }),
    async shellPackages(installed, hostContract, federation) {
      await writeJson(path.join(repoRoot, 'shell', 'package.json'), {
        name: 'shell',
        dependencies: { ...Object.fromEntries(Object.keys(installed).map((name) => [name, '*'])), '@servenear/shared': '0.1.0' },
      });
      await writeJson(path.join(repoRoot, 'shared', 'package.json'), {
        name: '@servenear/shared',
        version: '0.1.0',
        servenear: { hostContract },
      });
      for (const [name, version] of Object.entries(installed)) {
        await writeJson(path.join(repoRoot, 'node_modules', name, 'package.json'), { name, version });
      }
      if (federation) {
        const name = '@module-federation/enhanced';
        await writeJson(path.join(repoRoot, 'node_modules', name, 'package.json'), { name, version: federation });
      }
    },
    cleanup: () => rm(repoRoot, { recursive: true, force: true }),
  };
}
