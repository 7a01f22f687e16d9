import type { RemoteStatus } from '../../server/src/modules/releases/registry';
import { formatStatus } from './format';
import { statusRows } from './status';

const release = (remote: string, version: string) => ({ remote, version, publishedAt: '2026-11-23T10:00:00.000Z', gitCommit: null });
const remotes: RemoteStatus[] = [
  {
    remote: 'remote-catalog',
    live: release('remote-catalog', '0.1.0-aaaaaaaaaa'),
    liveUrl: '/releases/remote-catalog/0.1.0-aaaaaaaaaa/mf-manifest.json',
    canary: null,
    releases: [],
  },
  {
    remote: 'remote-booking',
    live: release('remote-booking', '0.1.0-bbbbbbbbbb'),
    liveUrl: '/releases/remote-booking/0.1.0-bbbbbbbbbb/mf-manifest.json',
    canary: {
      version: '0.1.0-cccccccccc',
      percent: 10,
      stable: '0.1.0-bbbbbbbbbb',
      startedAt: '2026-11-23T11:00:00.000Z',
      autoRollback: { failureRate: 0.05, minLoads: 200 },
    },
    releases: [],
  },
];

test('every live and canary version gets a row, with or without reports; a version no longer served is retired', () => {
  const rows = statusRows(
    [
      { remote: 'remote-booking', version: '0.1.0-cccccccccc', loads: 40, failures: 1, failureRate: 0.025 },
      { remote: 'remote-booking', version: '0.1.0-0000000000', loads: 3, failures: 3, failureRate: 1 },
    ],
    remotes,
  );

  expect(rows.map((row) => [row.remote, row.version, row.role, row.loads, row.failures])).toEqual([
    ['remote-catalog', '0.1.0-aaaaaaaaaa', 'live', 0, 0],
    ['remote-booking', '0.1.0-0000000000', 'retired', 3, 3],
    ['remote-booking', '0.1.0-bbbbbbbbbb', 'live', 0, 0],
    ['remote-booking', '0.1.0-cccccccccc', 'canary', 40, 1],
  ]);
});

test('the table shows the canary share, its rate and its auto-rollback threshold', () => {
  const table = formatStatus(statusRows([{ remote: 'remote-booking', version: '0.1.0-cccccccccc', loads: 40, failures: 1, failureRate: 0.025 }], remotes), 60);

  expect(table).toContain('over the last 60 minutes');
  expect(table).toMatch(/remote-booking\s+0\.1\.0-cccccccccc\s+canary 10%\s+40\s+1\s+2\.5%\s+\(auto-rollback above 5\.0%\)/);
});
