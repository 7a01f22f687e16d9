// Rolling a remote back is one registry line and one audit line; no build, no redeploy.
// While a canary runs, rolling back ends the canary: every browser gets the live version.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { appendAudit, changedLive, readAudit } from './audit';
import { endCanary } from './canary';
import { withReleaseLock } from './lock';
import {
  assertKnownRemote,
  listReleases,
  liveVersion,
  pointRegistry,
  readCanaries,
  readRegistry,
  ReleaseError,
  setCanary,
  type ReleaseContext,
} from './registry';

export interface RollbackResult {
  remote: string;
  from: string;
  to: string;
  /** True when a canary ended; the live version did not change. */
  canary: boolean;
}

/** The version that was live before the current one, according to the audit log. */
async function previousLive(releasesDir: string, remote: string, live: string): Promise<string> {
  const entries = await readAudit(releasesDir);
  const wentLive = entries.filter((entry) => entry.remote === remote && entry.to === live && changedLive(entry)).at(-1);
  if (!wentLive?.from) {
    throw new ReleaseError(
      `The audit log has no version of ${remote} that was live before ${live}. Name one: npm run remotes -- rollback ${remote} <version>`,
    );
  }
  return wentLive.from;
}

export async function rollback(ctx: ReleaseContext, remote: string, version?: string): Promise<RollbackResult> {
  assertKnownRemote(remote);
  const canary = (await readCanaries(ctx.releasesDir))[remote];
  if (version === undefined && canary) {
    const ended = await endCanary(ctx, remote, { action: 'canary-rollback', version: canary.version });
    // Ended meanwhile (by the server, or another operator): what was asked for is done, and
    // going on to roll back the live version would do more than was asked.
    if (!ended) throw new ReleaseError(`The canary ${canary.version} of ${remote} has already ended (see audit.log); nothing else changed.`);
    return { remote, ...ended, canary: true };
  }
  return withReleaseLock(ctx.releasesDir, async () => {
    const live = liveVersion(await readRegistry(ctx.releasesDir), remote);
    if (live === null) throw new ReleaseError(`${remote} has no live release to roll back from; publish one first.`);
    const target = version ?? (await previousLive(ctx.releasesDir, remote, live));
    if (!existsSync(path.join(ctx.releasesDir, remote, target, 'release.json'))) {
      const available = (await listReleases(ctx.releasesDir, remote)).map((release) => release.version);
      throw new ReleaseError(`${remote} has no release ${target}. Available: ${available.join(', ') || 'none'}.`);
    }
    if (target === live) throw new ReleaseError(`${remote} ${target} is already live.`);
    // Going to a named version ends a canary too: the operator chose what everyone gets. Read
    // again under the lock: a canary may have started or ended since the read above.
    if ((await readCanaries(ctx.releasesDir))[remote]) await setCanary(ctx.releasesDir, remote, null);
    await pointRegistry(ctx.releasesDir, remote, target);
    await appendAudit(ctx.releasesDir, {
      at: (ctx.now?.() ?? new Date()).toISOString(),
      who: ctx.operator,
      action: 'rollback',
      remote,
      from: live,
      to: target,
    });
    return { remote, from: live, to: target, canary: false };
  });
}
