// What a remote build must satisfy before it may go live next to the shell that is running:
// the shell's route table mounts ./App of every remote, and a singleton the shell provides in
// an unsatisfying version (or not at all) would give the remote a second React or router, and
// a host contract older than the remote was built against would lack what it calls. A remote's
// production build also runs on the shell's federation runtime (docs/architecture.md §3), so it
// must have been built with the same Module Federation version as the shell.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { HOST_CONTRACT_MODULES, REMOTE_ONLY_SINGLETONS, SHARED_PACKAGE } from './federationModules';
import type { ApiSends } from './contracts/apiShapes';
import { recordProblems, type Provider } from './contracts/check';
import { catalogueServer, liveShellSurface } from './contracts/providers';
import { readContractRecord } from './contracts/record';
import { ReleaseError } from './registry';
import { readRouteClaims } from './releasedRoutes';
import { routeClaimProblems } from './routeClaimGate';

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
  /** pluginVersion: the Module Federation version that made the build (absent in older builds). */
  metaData?: { pluginVersion?: string };
}

/** The package whose version is the Module Federation version a build is made with. */
const FEDERATION_PACKAGE = '@module-federation/enhanced';

export interface ShellProvides {
  /** Where the versions were read from, for messages. */
  source: string;
  /** Shared module or package name → version the shell provides. */
  versions: Map<string, string>;
  /** The Module Federation version the shell was (or would be) built with; undefined when unknown. */
  federationVersion?: string;
}

/** 'react/jsx-runtime' → 'react', 'react-dom/client' → 'react-dom'. */
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
    if (!shared.version || !shared.singleton) continue;
    versions.set(shared.name, shared.version);
    if (!versions.has(packageOf(shared.name))) versions.set(packageOf(shared.name), shared.version);
  }
  return { source, versions, federationVersion: manifest.metaData?.pluginVersion };
}

/** The installed version of a package as the shell resolves it (its own node_modules first). */
async function resolvedPackage(repoRoot: string, name: string): Promise<{ version: string; dependencies: string[] } | null> {
  const candidates = [path.join(repoRoot, 'shell', 'node_modules', name, 'package.json'), path.join(repoRoot, 'node_modules', name, 'package.json')];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) return null;
  const pkg = await readJson<{ version: string; dependencies?: Record<string, string> }>(file);
  return { version: pkg.version, dependencies: Object.keys(pkg.dependencies ?? {}) };
}

/** Without a shell build: the shell's dependencies and what they depend on, as installed,
 *  and the host contract version of the shared package it would be built from. */
async function fromShellPackages(repoRoot: string): Promise<ShellProvides> {
  const shellPackage = await readJson<{ dependencies?: Record<string, string> }>(path.join(repoRoot, 'shell', 'package.json'));
  const sharedPackage = await readJson<{ servenear?: { hostContract?: string } }>(path.join(repoRoot, 'shared', 'package.json'));
  const versions = new Map<string, string>();
  const contract = sharedPackage.servenear?.hostContract;
  if (contract) for (const module of HOST_CONTRACT_MODULES) versions.set(module, contract);
  const pending = Object.keys(shellPackage.dependencies ?? {}).filter((name) => name !== SHARED_PACKAGE);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (versions.has(name)) continue;
    const resolved = await resolvedPackage(repoRoot, name);
    if (!resolved) continue;
    versions.set(name, resolved.version);
    pending.push(...resolved.dependencies);
  }
  const federationVersion = (await resolvedPackage(repoRoot, FEDERATION_PACKAGE))?.version;
  return { source: "the shell's installed packages", versions, federationVersion };
}

/** What the live shell provides: its build's manifest (SHELL_DIR, default shell/dist), or
 *  without a build, what it would be built from. */
export async function shellProvides(repoRoot: string, shellDir = path.join(repoRoot, 'shell', 'dist')): Promise<ShellProvides> {
  const manifestFile = path.join(shellDir, 'mf-manifest.json');
  if (existsSync(manifestFile)) {
    return fromShellManifest(await readJson<FederationManifest>(manifestFile), path.relative(repoRoot, manifestFile) || manifestFile);
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
  const remoteFederation = manifest.metaData?.pluginVersion;
  if (remoteFederation && shell.federationVersion && remoteFederation !== shell.federationVersion) {
    problems.push(
      `${remote} was built with Module Federation ${remoteFederation}, but the live shell provides ${shell.federationVersion} (per ${shell.source}): remotes use the shell's federation runtime, so build both with the same version.`,
    );
  }
  for (const shared of manifest.shared ?? []) {
    if (!shared.singleton || !shared.requiredVersion) continue;
    const provided = shell.versions.get(shared.name) ?? shell.versions.get(packageOf(shared.name));
    if (HOST_CONTRACT_MODULES.has(shared.name)) {
      if (provided === undefined || !semver.satisfies(provided, shared.requiredVersion)) {
        problems.push(
          `${remote} requires host contract ${shared.requiredVersion}, but the live shell provides ${provided ?? 'none'} (per ${shell.source}): release the shell first.`,
        );
      }
      continue;
    }
    if (provided === undefined && REMOTE_ONLY_SINGLETONS.has(shared.name)) continue;
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

/** Where the gate looks: the repository (the shell's packages when it has no build), the live shell and the releases. */
export interface GateContext {
  repoRoot: string;
  releasesDir: string;
  /** The live shell's build (SHELL_DIR); default <repoRoot>/shell/dist. */
  shellDir?: string;
  /** What the live server sends (a running server's OpenAPI document); default the endpoint catalogue. */
  server?: Provider<ApiSends>;
}

export async function readManifest(buildDir: string): Promise<FederationManifest> {
  return readJson<FederationManifest>(path.join(buildDir, 'mf-manifest.json'));
}

/**
 * Issue 42: what the build's contract record (contracts.json) uses that the live shell's host
 * contract or the server lacks. A build from before records has none, and is checked as before.
 */
async function contractProblems(ctx: GateContext, remote: string, buildDir: string, shellDir: string): Promise<string[]> {
  const record = await readContractRecord(buildDir);
  if (!record) return [];
  const shell = await liveShellSurface(shellDir, ctx.repoRoot);
  return recordProblems(remote, record, { shell, server: ctx.server ?? catalogueServer() });
}

/**
 * The whole publish gate for a build in `buildDir` (a dist/, or a staged version folder): its
 * manifest against the live shell, its route claims against the shell and the live remotes, and
 * its contract record against the live shell's host contract and the server.
 * The CLI runs it when it stages a build, the server again when the console starts a canary of
 * one, since the live shell may have changed in between.
 */
export async function gateProblems(ctx: GateContext, remote: string, buildDir: string, manifest: FederationManifest): Promise<string[]> {
  const shellDir = ctx.shellDir ?? path.join(ctx.repoRoot, 'shell', 'dist');
  return [
    ...releaseProblems(remote, manifest, await shellProvides(ctx.repoRoot, ctx.shellDir)),
    ...(await routeClaimProblems(remote, await readRouteClaims(buildDir), shellDir, ctx.releasesDir)),
    ...(await contractProblems(ctx, remote, buildDir, shellDir)),
  ];
}

/** The operator's refusal listing every problem the gate found. */
export function gateRefusal(doing: string, problems: string[]): ReleaseError {
  return new ReleaseError([`Refusing to ${doing}:`, ...problems.map((problem) => `  - ${problem}`)].join('\n'));
}
