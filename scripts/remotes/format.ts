// What the remotes CLI prints.
import type { RemoteStatus } from '../../server/src/modules/releases/registry';
import type { CanaryResult, PublishResult, StageResult } from './publish';
import type { StatusRow } from './status';

function when(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
/** 0.2 → 20%, 0.055 → 5.5%. */
const shortPercent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

function formatRemote(status: RemoteStatus): string {
  const live = status.live
    ? `live ${status.live.version} (published ${when(status.live.publishedAt)})`
    : status.liveUrl
      ? `live ${status.liveUrl}`
      : 'not live';
  const canary = status.canary ? `; canary ${status.canary.version} for ${status.canary.percent}% since ${when(status.canary.startedAt)}` : '';
  const rows = status.releases.map((release) => {
    const mark = release.version === status.live?.version ? '*' : release.version === status.canary?.version ? 'c' : ' ';
    return `  ${mark} ${release.version.padEnd(20)} ${when(release.publishedAt)}`;
  });
  return [`${status.remote}: ${live}${canary}`, ...(rows.length ? rows : ['    no releases'])].join('\n');
}

export function formatRemotes(statuses: RemoteStatus[]): string {
  return statuses.map(formatRemote).join('\n\n');
}

export function formatPublish(result: PublishResult): string {
  const reused = result.stored ? '' : ' (this build was released before; reusing its folder)';
  const ended = result.endedCanary ? ` The canary ${result.endedCanary} ended.` : '';
  const outcome = result.repointed
    ? `${result.remote} ${result.version} is live (was ${result.from ?? 'nothing'})${reused}.`
    : `${result.remote} ${result.version} is already live.`;
  return outcome + ended;
}

export function formatStage({ build, stored }: StageResult): string {
  const where = stored ? 'staged' : 'was staged or released before (its folder is reused as is)';
  return `${build.remote} ${build.version} ${where}; nothing anyone gets has changed. Canary it in the ops console or: npm run remotes -- publish ${build.remote} --canary <percent>`;
}

export function formatCanary(result: CanaryResult): string {
  const { canary } = result;
  const watch = canary.autoRollback
    ? `; rolled back by itself above a ${shortPercent(canary.autoRollback.failureRate)} failure rate over ${canary.autoRollback.minLoads} browsers`
    : '';
  return `${result.remote} ${result.version} is a canary for ${canary.percent}% of browsers (the others keep ${canary.stable})${watch}.`;
}

export function formatStatus(rows: StatusRow[], minutes: number): string {
  const header = `${'remote'.padEnd(16)}${'version'.padEnd(20)}${'role'.padEnd(16)}${'loads'.padStart(7)}${'failures'.padStart(10)}${'rate'.padStart(8)}`;
  const lines = rows.map((row) => {
    const role = row.role === 'canary' ? `canary ${row.percent}%` : row.role;
    const watch = row.autoRollbackRate !== undefined ? `  (auto-rollback above ${percent(row.autoRollbackRate)})` : '';
    return `${row.remote.padEnd(16)}${row.version.padEnd(20)}${role.padEnd(16)}${String(row.loads).padStart(7)}${String(row.failures).padStart(10)}${percent(row.failureRate).padStart(8)}${watch}`;
  });
  return [`Remote loads reported by browsers over the last ${minutes} minutes`, '', header, ...(lines.length ? lines : ['(no remote is live)'])].join('\n');
}
