// A canary is a released version served to a share of browsers next to the live one
// (docs/architecture.md §7). Every change happens under
// the release lock and leaves an audit line.
import path from 'node:path';
import { appendAudit, type CanaryAction } from './audit';
import { gateProblems, gateRefusal, readManifest, type GateContext } from './gate';
import { withReleaseLock } from './lock';
import {
  assertKnownRemote,
  liveVersion,
  pointRegistry,
  readCanaries,
  readRegistry,
  readRelease,
  ReleaseError,
  setCanary,
  type AutoRollback,
  type Canary,
} from './registry';

/** Who changes the release state, and where. */
export interface ReleaseActor {
  releasesDir: string;
  operator: string;
  now?: () => Date;
}

const nowOf = (actor: ReleaseActor) => (actor.now?.() ?? new Date()).toISOString();

export function assertPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new ReleaseError('--canary takes a whole percentage from 1 to 99 (100 is a full publish).');
  }
}

export interface CanaryStart {
  remote: string;
  version: string;
  percent: number;
  autoRollback: AutoRollback | null;
}

/** Serves `version` to `percent` % of browsers; replaces a canary already running. */
export async function startCanary(actor: ReleaseActor, start: CanaryStart): Promise<Canary> {
  assertPercent(start.percent);
  return withReleaseLock(actor.releasesDir, async () => {
    const live = liveVersion(await readRegistry(actor.releasesDir), start.remote);
    if (live === null) throw new ReleaseError(`${start.remote} has no live version for the other browsers: publish it fully first.`);
    if (live === start.version) throw new ReleaseError(`${start.remote} ${start.version} is already live for everyone.`);
    const canary: Canary = {
      version: start.version,
      percent: start.percent,
      stable: live,
      startedAt: nowOf(actor),
      autoRollback: start.autoRollback,
    };
    await setCanary(actor.releasesDir, start.remote, canary);
    await appendAudit(actor.releasesDir, {
      at: canary.startedAt,
      who: actor.operator,
      action: 'canary',
      remote: start.remote,
      from: live,
      to: start.version,
      percent: start.percent,
    });
    return canary;
  });
}

/**
 * The ops console's canary: of a version already staged (`remotes stage`), so the browser never
 * uploads a build. The gate runs again against the shell and remotes live now: they may have
 * changed since the version was staged.
 */
export async function canaryStaged(actor: ReleaseActor & GateContext, start: CanaryStart): Promise<Canary> {
  assertKnownRemote(start.remote);
  assertPercent(start.percent);
  if (!(await readRelease(actor.releasesDir, start.remote, start.version))) {
    throw new ReleaseError(`${start.remote} has no staged version ${start.version}: stage it first (npm run remotes -- stage ${start.remote}).`);
  }
  const folder = path.join(actor.releasesDir, start.remote, start.version);
  const problems = await gateProblems(actor, start.remote, folder, await readManifest(folder));
  if (problems.length > 0) throw gateRefusal(`canary ${start.remote} ${start.version}`, problems);
  return startCanary(actor, start);
}

/**
 * A running canary served to another share of browsers. Each browser's bucket stays (rollout.ts):
 * raising the share only adds browsers, lowering it only takes some back to the live version.
 * `version`, when given, must be the canary's: a share meant for one canary must not move another.
 */
export async function changeCanaryShare(actor: ReleaseActor, remote: string, percent: number, version?: string): Promise<Canary> {
  assertKnownRemote(remote);
  assertPercent(percent);
  return withReleaseLock(actor.releasesDir, async () => {
    const canary = (await readCanaries(actor.releasesDir))[remote];
    if (!canary) throw new ReleaseError(`${remote} has no canary to change the share of.`);
    if (version !== undefined && canary.version !== version) {
      throw new ReleaseError(`${remote}'s canary is now ${canary.version}, not ${version}: nothing changed.`);
    }
    if (canary.percent === percent) throw new ReleaseError(`${remote} ${canary.version} is already served to ${percent} % of browsers.`);
    const changed: Canary = { ...canary, percent };
    await setCanary(actor.releasesDir, remote, changed);
    await appendAudit(actor.releasesDir, { at: nowOf(actor), who: actor.operator, action: 'canary-share', remote, from: canary.version, to: canary.version, percent });
    return changed;
  });
}

/** Makes the canary live for everyone; `version`, when given, must be the canary's. */
export async function promoteCanary(actor: ReleaseActor, remote: string, version?: string): Promise<{ from: string | null; to: string }> {
  assertKnownRemote(remote);
  return withReleaseLock(actor.releasesDir, async () => {
    const canary = (await readCanaries(actor.releasesDir))[remote];
    if (!canary) throw new ReleaseError(`${remote} has no canary to promote.`);
    // The console names the canary it showed: a newer one started meanwhile is not promoted unseen.
    if (version !== undefined && canary.version !== version) {
      throw new ReleaseError(`${remote}'s canary is now ${canary.version}, not ${version}: nothing changed.`);
    }
    const from = liveVersion(await readRegistry(actor.releasesDir), remote);
    await pointRegistry(actor.releasesDir, remote, canary.version);
    await setCanary(actor.releasesDir, remote, null);
    await appendAudit(actor.releasesDir, { at: nowOf(actor), who: actor.operator, action: 'promote', remote, from, to: canary.version });
    return { from, to: canary.version };
  });
}

export interface CanaryEnd {
  action: Extract<CanaryAction, 'canary-rollback' | 'auto-rollback'>;
  /** Ends the canary only while it still serves this version (an automatic decision about
   *  one version must not end a newer canary published meanwhile). */
  version?: string;
  reason?: string;
}

/** Every browser gets the live version again. Null when there was no such canary. */
export async function endCanary(actor: ReleaseActor, remote: string, end: CanaryEnd): Promise<{ from: string; to: string } | null> {
  return withReleaseLock(actor.releasesDir, async () => {
    const canary = (await readCanaries(actor.releasesDir))[remote];
    if (!canary || (end.version !== undefined && canary.version !== end.version)) return null;
    const live = liveVersion(await readRegistry(actor.releasesDir), remote) ?? canary.stable;
    await setCanary(actor.releasesDir, remote, null);
    await appendAudit(actor.releasesDir, {
      at: nowOf(actor),
      who: actor.operator,
      action: end.action,
      remote,
      from: canary.version,
      to: live,
      ...(end.reason ? { reason: end.reason } : {}),
    });
    return { from: canary.version, to: live };
  });
}
