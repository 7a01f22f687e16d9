import type { OpsRemoteReleases, OpsVersionFigures } from '@servenear/shared/ops-api';

/** The Releases panel's fixtures: remote-booking live at v1, with v2 staged. */
export const v1 = '0.1.0-aaaaaaaaaa';
export const v2 = '0.1.0-bbbbbbbbbb';

const since = Date.parse('2026-11-30T09:00:00Z');

/** A version's figures: `loads` and `failures` in the twelve 5-minute buckets, their totals, browsers as given. */
export function versionFigures(version: string, role: OpsVersionFigures['role'], loads: number[], failures: number[], browsers: number): OpsVersionFigures {
  const rate = (l: number, f: number) => (l > 0 ? Math.min(1, f / l) : f > 0 ? 1 : 0);
  const buckets = Array.from({ length: 12 }, (_, index) => {
    const l = loads[index] ?? 0;
    const f = failures[index] ?? 0;
    return { start: new Date(since + index * 300_000).toISOString(), browsers: l > 0 ? 1 : 0, loads: l, failures: f, failure_rate: rate(l, f) };
  });
  const totalLoads = loads.reduce((sum, value) => sum + value, 0);
  const totalFailures = failures.reduce((sum, value) => sum + value, 0);
  return { version, role, totals: { browsers, loads: totalLoads, failures: totalFailures, failure_rate: rate(totalLoads, totalFailures) }, buckets };
}

export const bookingLive: OpsRemoteReleases = {
  remote: 'remote-booking',
  live: { version: v1, published_at: '2026-11-29T08:00:00Z', git_commit: '4845ddf0123456789' },
  live_url: null,
  canary: null,
  available: [{ version: v2, published_at: '2026-11-30T08:30:00Z', git_commit: null }],
  figures: [versionFigures(v1, 'live', [4, 6, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2], [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 9)],
  audit: [{ at: '2026-11-29T08:00:00Z', who: 'asha@build-01', action: 'publish', from: null, to: v1, percent: null, reason: null }],
};

/** The same remote with v2 as a 20 % canary. */
export const bookingCanary: OpsRemoteReleases = {
  ...bookingLive,
  canary: { version: v2, percent: 20, stable: v1, started_at: '2026-11-30T09:30:00Z', auto_rollback: null },
  available: [],
  figures: [bookingLive.figures[0]!, versionFigures(v2, 'canary', [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1], [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0], 2)],
  audit: [{ at: '2026-11-30T09:30:00Z', who: 'Meera Iyer (ops member 3)', action: 'canary', from: v1, to: v2, percent: 20, reason: null }, ...bookingLive.audit],
};

export const overview = (remotes: OpsRemoteReleases[]) => ({ since: '2026-11-30T09:00:00Z', until: '2026-11-30T10:00:00Z', bucket_minutes: 5, remotes });
