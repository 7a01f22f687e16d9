// The release state of the site, in RELEASES_DIR (docs/architecture.md §7):
//   remotes.json   { "<remote>": "<site-relative URL of the live version's mf-manifest.json>" }
//   canaries.json  { "<remote>": Canary }: a version served to a share of browsers only
//   <remote>/<version>/  one immutable folder per released build, with its release.json
// Readers (the server, per request) may read at any moment: every write replaces a whole file
// by a rename. Writers take the release lock (lock.ts) around their read-modify-write.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAME_PATTERN, remoteNames } from '@servenear/shared/routes';
import type { ApiSends } from './contracts/apiShapes';
import type { Provider } from './contracts/check';

export const REMOTES = remoteNames;

export type Registry = Record<string, string>;

/** The remotes this repository builds: its npm workspaces named like a remote, in their order (the route table's four, then the ops console). */
export async function workspaceRemotes(repoRoot: string): Promise<string[]> {
  const { workspaces = [] } = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces?: string[] };
  return workspaces.filter((workspace) => REMOTE_NAME_PATTERN.test(workspace));
}

export interface AutoRollback {
  /** Share of browsers (0–1) that saw it fail, above which the canary is ended by the server itself. */
  failureRate: number;
  /** Distinct browsers drawn for the canary that must have reported before its rate counts (at
   *  least the server's AUTO_ROLLBACK_MIN_BROWSERS); named for the CLI's --min-loads. */
  minLoads: number;
}

export interface Canary {
  version: string;
  /** Share of browsers (1–99) that get this version; the choice is sticky per browser. */
  percent: number;
  /** The live version when the canary started: what everyone else gets, and what ending it returns to. */
  stable: string;
  startedAt: string;
  autoRollback: AutoRollback | null;
}

export type Canaries = Record<string, Canary>;

export interface ReleaseInfo {
  remote: string;
  version: string;
  publishedAt: string;
  gitCommit: string | null;
}

/** A refusal the operator can act on: the CLI prints the message and exits with 1. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export interface ReleaseContext {
  /** The repository root: holds <remote>/dist, <remote>/package.json, shell/, shared/. */
  repoRoot: string;
  releasesDir: string;
  operator: string;
  /** The live shell's build (SHELL_DIR); default <repoRoot>/shell/dist. */
  shellDir?: string;
  /** What the live server sends, for the publish gate (issue 42); default the endpoint catalogue. */
  server?: Provider<ApiSends>;
  now?: () => Date;
}

/** A remote's name: one of the route table's, or a new team's that joins through its release (decision 0058). */
export function assertKnownRemote(remote: string | undefined): asserts remote is string {
  if (!remote || !REMOTE_NAME_PATTERN.test(remote)) {
    throw new ReleaseError(`Unknown remote '${remote ?? ''}': a remote is named remote-<name> in lower case (${REMOTES.join(', ')}, remote-ops, …).`);
  }
}

export function registryPath(releasesDir: string): string {
  return path.join(releasesDir, 'remotes.json');
}

export function canariesPath(releasesDir: string): string {
  return path.join(releasesDir, 'canaries.json');
}

export function manifestUrl(remote: string, version: string): string {
  return `/releases/${remote}/${version}/mf-manifest.json`;
}

async function readJsonFile<T>(file: string, missing: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return missing;
    throw error;
  }
}

export function readRegistry(releasesDir: string): Promise<Registry> {
  return readJsonFile<Registry>(registryPath(releasesDir), {});
}

export function readCanaries(releasesDir: string): Promise<Canaries> {
  return readJsonFile<Canaries>(canariesPath(releasesDir), {});
}

/** The released version a registry URL points at; null for a non-release URL (dev server). */
export function versionOfUrl(remote: string, url: string | undefined): string | null {
  const match = url?.match(/^\/releases\/([^/]+)\/([^/]+)\/mf-manifest\.json$/);
  return match && match[1] === remote ? (match[2] ?? null) : null;
}

/** The released version a registry entry points at; null for none or a non-release URL (dev). */
export function liveVersion(registry: Registry, remote: string): string | null {
  return versionOfUrl(remote, registry[remote]);
}

/** Writes a file so a reader sees the old or the new content, never half of it. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, content, 'utf8');
  await rename(temp, file);
}

const sortedJson = (value: Record<string, unknown>) =>
  `${JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`;

/** Call under the release lock. */
export async function pointRegistry(releasesDir: string, remote: string, version: string): Promise<void> {
  const registry = await readRegistry(releasesDir);
  registry[remote] = manifestUrl(remote, version);
  await writeFileAtomic(registryPath(releasesDir), sortedJson(registry));
}

/** Call under the release lock. `null` removes the remote's canary. */
export async function setCanary(releasesDir: string, remote: string, canary: Canary | null): Promise<void> {
  const canaries = await readCanaries(releasesDir);
  if (canary) canaries[remote] = canary;
  else delete canaries[remote];
  await writeFileAtomic(canariesPath(releasesDir), sortedJson(canaries));
}

export async function readRelease(releasesDir: string, remote: string, version: string): Promise<ReleaseInfo | null> {
  return readJsonFile<ReleaseInfo | null>(path.join(releasesDir, remote, version, 'release.json'), null);
}

/** Every released version of a remote, newest first. */
export async function listReleases(releasesDir: string, remote: string): Promise<ReleaseInfo[]> {
  let entries;
  try {
    entries = await readdir(path.join(releasesDir, remote), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const releases = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => readRelease(releasesDir, remote, entry.name)),
  );
  return releases
    .filter((release): release is ReleaseInfo => release !== null)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.version.localeCompare(a.version));
}

export interface RemoteStatus {
  remote: string;
  live: ReleaseInfo | null;
  /** The registry entry when it is not a release of this folder (e.g. a dev server URL). */
  liveUrl: string | null;
  canary: Canary | null;
  releases: ReleaseInfo[];
}

export async function listRemotes(releasesDir: string): Promise<RemoteStatus[]> {
  const [registry, canaries] = await Promise.all([readRegistry(releasesDir), readCanaries(releasesDir)]);
  const remotes = [...new Set([...REMOTES, ...Object.keys(registry)])];
  return Promise.all(
    remotes.map(async (remote) => {
      const releases = await listReleases(releasesDir, remote);
      const version = liveVersion(registry, remote);
      return {
        remote,
        live: releases.find((release) => release.version === version) ?? null,
        liveUrl: registry[remote] ?? null,
        canary: canaries[remote] ?? null,
        releases,
      };
    }),
  );
}
