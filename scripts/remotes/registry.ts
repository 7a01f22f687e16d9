// The runtime registry (COMMON contracts): RELEASES_DIR/remotes.json maps each remote to the
// site-relative URL of one released version's mf-manifest.json; the shell fetches it at boot.
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export const REMOTES = ['remote-catalog', 'remote-booking', 'remote-account', 'remote-partner'] as const;

export type Registry = Record<string, string>;

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
  now?: () => Date;
}

export function assertKnownRemote(remote: string | undefined): asserts remote is string {
  if (!remote || !(REMOTES as readonly string[]).includes(remote)) {
    throw new ReleaseError(`Unknown remote '${remote ?? ''}'. Known remotes: ${REMOTES.join(', ')}.`);
  }
}

export function registryPath(releasesDir: string): string {
  return path.join(releasesDir, 'remotes.json');
}

export function manifestUrl(remote: string, version: string): string {
  return `/releases/${remote}/${version}/mf-manifest.json`;
}

export async function readRegistry(releasesDir: string): Promise<Registry> {
  try {
    return JSON.parse(await readFile(registryPath(releasesDir), 'utf8')) as Registry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** The released version a registry entry points at; null for none or a non-release URL (dev). */
export function liveVersion(registry: Registry, remote: string): string | null {
  const url = registry[remote];
  const match = url?.match(/^\/releases\/([^/]+)\/([^/]+)\/mf-manifest\.json$/);
  return match && match[1] === remote ? (match[2] ?? null) : null;
}

/** Writes a file so a reader sees the old or the new content, never half of it. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, content, 'utf8');
  await rename(temp, file);
}

export async function pointRegistry(releasesDir: string, remote: string, version: string): Promise<void> {
  const registry = await readRegistry(releasesDir);
  registry[remote] = manifestUrl(remote, version);
  const sorted = Object.fromEntries(Object.entries(registry).sort(([a], [b]) => a.localeCompare(b)));
  await writeFileAtomic(registryPath(releasesDir), `${JSON.stringify(sorted, null, 2)}\n`);
}

export async function readRelease(releasesDir: string, remote: string, version: string): Promise<ReleaseInfo | null> {
  try {
    return JSON.parse(await readFile(path.join(releasesDir, remote, version, 'release.json'), 'utf8')) as ReleaseInfo;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
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
  releases: ReleaseInfo[];
}

export async function listRemotes(releasesDir: string): Promise<RemoteStatus[]> {
  const registry = await readRegistry(releasesDir);
  const remotes = [...new Set([...REMOTES, ...Object.keys(registry)])];
  return Promise.all(
    remotes.map(async (remote) => {
      const releases = await listReleases(releasesDir, remote);
      const version = liveVersion(registry, remote);
      return {
        remote,
        live: releases.find((release) => release.version === version) ?? null,
        liveUrl: registry[remote] ?? null,
        releases,
      };
    }),
  );
}
