// What a remote build must satisfy before it may go live next to the shell that is running:
// the shell's route table mounts ./App of every remote, and a singleton the shell provides in
// an unsatisfying version (or not at all) would give the remote a second React or router.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';

export interface ManifestShared {
  name: string;
  version?: string;
  singleton?: boolean;
  requiredVersion?: string | false;
}

export interface FederationManifest {
  name: string;
  shared?: ManifestShared[];
  exposes?: { name: string; path?: string }[];
}

export interface ShellProvides {
  /** Where the versions were read from, for messages. */
  source: string;
  /** Shared module or package name → version the shell provides. */
  versions: Map<string, string>;
}

const SHARED_WORKSPACE = '@servenear/shared';

/** 'react/jsx-runtime' → 'react', '@servenear/shared/host' → '@servenear/shared'. */
export function packageOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return (moduleName.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

function fromShellManifest(manifest: FederationManifest, source: string): ShellProvides {
  const versions = new Map<string, string>();
  for (const shared of manifest.shared ?? []) {
    if (!shared.version) continue;
    versions.set(shared.name, shared.version);
    if (!versions.has(packageOf(shared.name))) versions.set(packageOf(shared.name), shared.version);
  }
  return { source, versions };
}

/** The installed version of a package as the shell resolves it (its own node_modules first). */
async function resolvedPackage(repoRoot: string, name: string): Promise<{ version: string; dependencies: string[] } | null> {
  const candidates =
    packageOf(name) === SHARED_WORKSPACE
      ? [path.join(repoRoot, 'shared', 'package.json')]
      : [path.join(repoRoot, 'shell', 'node_modules', name, 'package.json'), path.join(repoRoot, 'node_modules', name, 'package.json')];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) return null;
  const pkg = await readJson<{ version: string; dependencies?: Record<string, string> }>(file);
  return { version: pkg.version, dependencies: Object.keys(pkg.dependencies ?? {}) };
}

/** Without a shell build: the shell's dependencies and what they depend on, as installed. */
async function fromShellPackages(repoRoot: string): Promise<ShellProvides> {
  const shellPackage = await readJson<{ dependencies?: Record<string, string> }>(path.join(repoRoot, 'shell', 'package.json'));
  const versions = new Map<string, string>();
  const pending = Object.keys(shellPackage.dependencies ?? {});
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (versions.has(name)) continue;
    const resolved = await resolvedPackage(repoRoot, name);
    if (!resolved) continue;
    versions.set(name, resolved.version);
    pending.push(...resolved.dependencies);
  }
  return { source: "the shell's installed packages", versions };
}

export async function shellProvides(repoRoot: string): Promise<ShellProvides> {
  const manifestFile = path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json');
  if (existsSync(manifestFile)) {
    return fromShellManifest(await readJson<FederationManifest>(manifestFile), 'shell/dist/mf-manifest.json');
  }
  return fromShellPackages(repoRoot);
}

/** Every reason this remote build must not go live; empty when it may. */
export function releaseProblems(remote: string, manifest: FederationManifest, shell: ShellProvides): string[] {
  const problems: string[] = [];
  const exposesApp = (manifest.exposes ?? []).some((expose) => expose.name === 'App' || expose.path === './App');
  if (!exposesApp) {
    problems.push(`${remote} does not expose ./App: the shell's route table mounts ./App of every remote.`);
  }
  for (const shared of manifest.shared ?? []) {
    if (!shared.singleton || !shared.requiredVersion) continue;
    const provided = shell.versions.get(shared.name) ?? shell.versions.get(packageOf(shared.name));
    if (provided === undefined) {
      problems.push(`${remote} needs the singleton ${shared.name} ${shared.requiredVersion}, which the shell does not provide (per ${shell.source}).`);
    } else if (!semver.satisfies(provided, shared.requiredVersion)) {
      problems.push(
        `${remote} needs the singleton ${shared.name} ${shared.requiredVersion}, but the shell provides ${provided} (per ${shell.source}).`,
      );
    }
  }
  return problems;
}
