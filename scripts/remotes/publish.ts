// Publishing a remote build is staging it, then pointing at it. Staging copies its dist/ into an
// immutable, content-addressed folder RELEASES_DIR/<remote>/<version>/ after the publish gate
// (server/src/modules/releases/gate.ts) passed, and changes nothing else: the ops console can
// then canary that version. Pointing makes it live for everyone, or for a share of browsers (a
// canary). The copy happens outside the release lock; the registry change, under it.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appendAudit } from '../../server/src/modules/releases/audit';
import { startCanary } from '../../server/src/modules/releases/canary';
import { withReleaseLock } from '../../server/src/modules/releases/lock';
import {
  assertKnownRemote,
  liveVersion,
  pointRegistry,
  readCanaries,
  readRegistry,
  ReleaseError,
  setCanary,
  type AutoRollback,
  type Canary,
  type ReleaseContext,
  type ReleaseInfo,
} from '../../server/src/modules/releases/registry';
import { gateProblems, gateRefusal, readManifest, type FederationManifest } from '../../server/src/modules/releases/gate';

const READ_ONLY = 0o444;

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(path.join(dir, entry.name), relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/** `<package version>-<10 hex of sha256 over the sorted files' names and contents>`, source maps
 *  left out: they are ops' files, never served, and one column in them (in the federation
 *  runtime's generated entry) follows the checkout's path, where every served file does not
 *  (scripts/federation/pathIndependentBuild.ts). So one commit is one version on any machine. */
export async function buildVersion(distDir: string, packageVersion: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await filesUnder(distDir)).filter((name) => !name.endsWith('.map')).sort()) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(distDir, file)));
    hash.update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

function gitCommit(repoRoot: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
}

export interface RemoteBuild {
  remote: string;
  distDir: string;
  manifest: FederationManifest;
  version: string;
}

/** The remote's build (its dist/, or `fromDir`: a build made elsewhere, such as a CI
 *  artefact), checked against the live shell; refuses with every problem found. */
export async function checkedBuild(ctx: ReleaseContext, remote: string, fromDir?: string, doing = 'publish'): Promise<RemoteBuild> {
  assertKnownRemote(remote);
  const distDir = fromDir ? path.resolve(fromDir) : path.join(ctx.repoRoot, remote, 'dist');
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) {
    throw new ReleaseError(`${remote} has no build (${path.relative(ctx.repoRoot, manifestFile)} is missing): run \`npm run build -w ${remote}\` first.`);
  }
  const manifest = await readManifest(distDir);
  const problems = await gateProblems(ctx, remote, distDir, manifest);
  if (problems.length > 0) throw gateRefusal(`${doing} ${remote}`, problems);
  const { version: packageVersion } = JSON.parse(await readFile(path.join(ctx.repoRoot, remote, 'package.json'), 'utf8')) as { version: string };
  return { remote, distDir, manifest, version: await buildVersion(distDir, packageVersion) };
}

/** Copies the build into a temporary folder and renames it into place: a version folder
 *  is either absent or complete, and once there it is never written again. */
async function storeRelease(ctx: ReleaseContext, build: RemoteBuild): Promise<boolean> {
  const remoteDir = path.join(ctx.releasesDir, build.remote);
  const target = path.join(remoteDir, build.version);
  if (existsSync(target)) return false;
  await mkdir(remoteDir, { recursive: true });
  const temp = path.join(remoteDir, `.tmp-${build.version}-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await cp(build.distDir, temp, { recursive: true });
    const release: ReleaseInfo = {
      remote: build.remote,
      version: build.version,
      publishedAt: (ctx.now?.() ?? new Date()).toISOString(),
      gitCommit: gitCommit(ctx.repoRoot),
    };
    await writeFile(path.join(temp, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
    for (const file of await filesUnder(temp)) await chmod(path.join(temp, file), READ_ONLY);
    await rename(temp, target);
    return true;
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    // Someone published the same build at the same moment: theirs is identical, keep it.
    if (existsSync(path.join(target, 'release.json'))) return false;
    throw error;
  }
}

export interface StageResult {
  build: RemoteBuild;
  /** False when this exact build was already released or staged (the folder is reused as is). */
  stored: boolean;
}

/**
 * `remotes stage`: the checked build, copied into its release folder, and nothing else: no
 * registry line, no canary, no audit line (nothing anyone gets has changed). Publishing is this
 * and then pointing at it.
 */
export async function stage(ctx: ReleaseContext, remote: string, options: PublishOptions = {}, doing = 'stage'): Promise<StageResult> {
  await mkdir(ctx.releasesDir, { recursive: true });
  const build = await checkedBuild(ctx, remote, options.fromDir, doing);
  return { build, stored: await storeRelease(ctx, build) };
}

export interface PublishResult {
  remote: string;
  version: string;
  from: string | null;
  /** False when this exact build was already released (the folder is reused as is). */
  stored: boolean;
  /** False when the registry already pointed at this version. */
  repointed: boolean;
  /** The canary this publish ended, if one was running. */
  endedCanary?: string;
}

/** Makes the build live for everyone; a running canary of the remote ends with it. */
async function goLive(ctx: ReleaseContext, build: RemoteBuild, stored: boolean): Promise<PublishResult> {
  return withReleaseLock(ctx.releasesDir, async () => {
    const from = liveVersion(await readRegistry(ctx.releasesDir), build.remote);
    const canary = (await readCanaries(ctx.releasesDir))[build.remote];
    if (canary) await setCanary(ctx.releasesDir, build.remote, null);
    const ended = canary ? { endedCanary: canary.version } : {};
    if (from === build.version) return { remote: build.remote, version: build.version, from, stored, repointed: false, ...ended };
    await pointRegistry(ctx.releasesDir, build.remote, build.version);
    await appendAudit(ctx.releasesDir, {
      at: (ctx.now?.() ?? new Date()).toISOString(),
      who: ctx.operator,
      action: 'publish',
      remote: build.remote,
      from,
      to: build.version,
    });
    return { remote: build.remote, version: build.version, from, stored, repointed: true, ...ended };
  });
}

export interface PublishOptions {
  /** A build made elsewhere (a CI artefact) instead of <remote>/dist. */
  fromDir?: string;
}

export interface CanaryOptions extends PublishOptions {
  /** Serve the build to this share of browsers only (1–99). */
  canaryPercent: number;
  autoRollback?: AutoRollback;
}

export async function publish(ctx: ReleaseContext, remote: string, options: PublishOptions = {}): Promise<PublishResult> {
  const { build, stored } = await stage(ctx, remote, options, 'publish');
  return goLive(ctx, build, stored);
}

export interface CanaryResult {
  remote: string;
  version: string;
  stored: boolean;
  canary: Canary;
}

export async function publishCanary(ctx: ReleaseContext, remote: string, options: CanaryOptions): Promise<CanaryResult> {
  const { build, stored } = await stage(ctx, remote, options, 'publish');
  const canary = await startCanary(ctx, {
    remote,
    version: build.version,
    percent: options.canaryPercent,
    autoRollback: options.autoRollback ?? null,
  });
  return { remote, version: build.version, stored, canary };
}

export type SyncResult =
  | ({ outcome: 'published' } & PublishResult)
  | { outcome: 'unchanged'; remote: string; version: string }
  | { outcome: 'kept'; remote: string; version: string; live: string };

/**
 * What `npm start` runs for every remote: publish builds that were never released, so a
 * fresh clone gets a working site and a rebuilt remote goes live. A build that was released
 * before but is not live stays off: the operator rolled it back on purpose (or it runs as a
 * canary).
 */
export async function sync(ctx: ReleaseContext, remote: string): Promise<SyncResult> {
  await mkdir(ctx.releasesDir, { recursive: true });
  const build = await checkedBuild(ctx, remote);
  const live = liveVersion(await readRegistry(ctx.releasesDir), remote);
  if (live === build.version) return { outcome: 'unchanged', remote, version: build.version };
  if (live !== null && existsSync(path.join(ctx.releasesDir, remote, build.version))) {
    return { outcome: 'kept', remote, version: build.version, live };
  }
  return { outcome: 'published', ...(await goLive(ctx, build, await storeRelease(ctx, build))) };
}
