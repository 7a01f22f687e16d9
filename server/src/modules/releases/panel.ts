// GET admin/releases: what the ops console's Releases panel shows, read from the same files the
// remotes CLI writes (registry.ts) and the telemetry the shell reports (remote_events).
import type { ReleaseAuditWire, ReleaseFiguresWire, ReleasesOverviewWire, ReleaseVersionFiguresWire, RemoteReleasesWire } from '@servenear/shared/endpoints';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { remoteEventFigures, type RemoteEventFigures } from '../telemetry/repository';
import { readAudit, type AuditEntry } from './audit';
import { listRemotes, type Canary, type ReleaseInfo, type RemoteStatus } from './registry';

/** The window is cut into this many equal slices for the charts. */
export const FIGURE_BUCKETS = 12;
/** Audit lines shown per remote, newest first. */
export const AUDIT_LINES = 15;

export interface PanelDeps {
  db: Database;
  clock: Clock;
  releasesDir: string;
}

function figures(row: Omit<RemoteEventFigures, 'remote' | 'version'> | undefined): ReleaseFiguresWire {
  const { loads = 0, failures = 0, browsers = 0 } = row ?? {};
  const failureRate = loads > 0 ? Math.min(1, failures / loads) : failures > 0 ? 1 : 0;
  return { browsers, loads, failures, failure_rate: failureRate };
}

const infoWire = (release: ReleaseInfo) => ({ version: release.version, published_at: release.publishedAt, git_commit: release.gitCommit });

export const canaryWire = (canary: Canary) => ({
  version: canary.version,
  percent: canary.percent,
  stable: canary.stable,
  started_at: canary.startedAt,
  auto_rollback: canary.autoRollback ? { failure_rate: canary.autoRollback.failureRate, min_browsers: canary.autoRollback.minLoads } : null,
});

const auditWire = (entry: AuditEntry): ReleaseAuditWire => ({
  at: entry.at,
  who: entry.who,
  action: entry.action,
  from: entry.from,
  to: entry.to,
  percent: entry.percent ?? null,
  reason: entry.reason ?? null,
});

async function versionFigures(deps: PanelDeps, status: RemoteStatus, since: Date, until: Date): Promise<ReleaseVersionFiguresWire[]> {
  const { buckets, totals } = await remoteEventFigures(deps.db, { since, until, remote: status.remote, buckets: FIGURE_BUCKETS });
  const live = status.live?.version ?? null;
  const canary = status.canary?.version ?? null;
  // The live version and the canary first, then every other version browsers reported on.
  const versions = [...new Set([live, canary, ...totals.map((row) => row.version).sort()].filter((version): version is string => version !== null))];
  const sliceMs = (until.getTime() - since.getTime()) / FIGURE_BUCKETS;
  return versions.map((version) => ({
    version,
    role: version === live ? 'live' : version === canary ? 'canary' : 'other',
    totals: figures(totals.find((row) => row.version === version)),
    buckets: Array.from({ length: FIGURE_BUCKETS }, (_, index) => ({
      start: new Date(since.getTime() + index * sliceMs).toISOString(),
      ...figures(buckets.find((row) => row.version === version && row.bucket === index)),
    })),
  }));
}

/** Every remote with a release or a staged build, in the CLI's order, over the last `minutes`. */
export async function releasesOverview(deps: PanelDeps, minutes: number): Promise<ReleasesOverviewWire> {
  const until = deps.clock();
  const since = new Date(until.getTime() - minutes * 60_000);
  const [statuses, audit] = await Promise.all([listRemotes(deps.releasesDir), readAudit(deps.releasesDir)]);
  const remotes = await Promise.all(
    statuses
      .filter((status) => status.releases.length > 0)
      .map(async (status): Promise<RemoteReleasesWire> => ({
        remote: status.remote,
        live: status.live ? infoWire(status.live) : null,
        live_url: status.live ? null : status.liveUrl,
        canary: status.canary ? canaryWire(status.canary) : null,
        available: status.releases
          .filter((release) => release.version !== status.live?.version && release.version !== status.canary?.version)
          .map(infoWire),
        figures: await versionFigures(deps, status, since, until),
        audit: audit
          .filter((entry) => entry.remote === status.remote)
          .slice(-AUDIT_LINES)
          .reverse()
          .map(auditWire),
      })),
  );
  return { since: since.toISOString(), until: until.toISOString(), bucket_minutes: minutes / FIGURE_BUCKETS, remotes };
}
