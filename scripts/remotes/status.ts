// `remotes status`: the telemetry the shell reports, per remote version, beside what each
// version is (live, canary, or neither any more).
import { openAdmin } from '../../server/src/cli/openAdmin';
import { listRemotes } from '../../server/src/modules/releases/registry';
import type { RemoteHealth } from '../../server/src/modules/telemetry/service';

export type VersionRole = 'live' | 'canary' | 'retired';

export interface StatusRow extends RemoteHealth {
  role: VersionRole;
  /** For a canary: its share of browsers and its auto-rollback threshold. */
  percent?: number;
  autoRollbackRate?: number;
}

/** Every version with reports in the window, and every live or canary version even without. */
export function statusRows(health: RemoteHealth[], remotes: Awaited<ReturnType<typeof listRemotes>>): StatusRow[] {
  const rows = new Map<string, StatusRow>();
  const key = (remote: string, version: string) => `${remote} ${version}`;
  const empty = (remote: string, version: string): RemoteHealth => ({ remote, version, loads: 0, failures: 0, failureRate: 0 });
  for (const status of remotes) {
    if (status.live) rows.set(key(status.remote, status.live.version), { ...empty(status.remote, status.live.version), role: 'live' });
    const canary = status.canary;
    if (canary) {
      rows.set(key(status.remote, canary.version), {
        ...empty(status.remote, canary.version),
        role: 'canary',
        percent: canary.percent,
        ...(canary.autoRollback ? { autoRollbackRate: canary.autoRollback.failureRate } : {}),
      });
    }
  }
  for (const figures of health) {
    const existing = rows.get(key(figures.remote, figures.version));
    rows.set(key(figures.remote, figures.version), { ...(existing ?? { role: 'retired' as const }), ...figures });
  }
  const order = remotes.map((status) => status.remote);
  return [...rows.values()].sort((a, b) => order.indexOf(a.remote) - order.indexOf(b.remote) || a.version.localeCompare(b.version));
}

export async function remoteStatus(releasesDir: string, options: { minutes: number; apiUrl?: string }): Promise<StatusRow[]> {
  const admin = await openAdmin(options.apiUrl, (apiUrl) => `npm run remotes -- status --api ${apiUrl}`);
  try {
    return statusRows(await admin.remoteHealth(options.minutes), await listRemotes(releasesDir));
  } finally {
    await admin.close().catch(() => undefined);
  }
}
