import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { manualClock } from '../../../test/accounts';
import { createReleasesFixture, releaseVersion } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { readAudit } from './audit';
import { AUTO_ROLLBACK_OPERATOR, rollbackReason } from './autoRollback';
import { readCanaries, type Canary } from './registry';

const time = manualClock(new Date('2026-11-23T10:00:00Z'));
const canaryVersion = '1.0.1-fedcba9876';
let testApp: TestApp;
let releasesDir: string;

const canary = (overrides: Partial<Canary> = {}): Canary => ({
  version: canaryVersion,
  percent: 10,
  stable: releaseVersion,
  startedAt: '2026-11-23T10:00:00.000Z',
  autoRollback: { failureRate: 0.2, minLoads: 10 },
  ...overrides,
});

beforeAll(async () => {
  releasesDir = await createReleasesFixture();
  testApp = await createTestApp({ releasesDir, clock: time.clock });
});
afterAll(() => testApp.close());
beforeEach(() => writeFile(path.join(releasesDir, 'canaries.json'), JSON.stringify({ 'remote-account': canary() })));

function report(count: number, kind: 'loaded' | 'render_failed', version = canaryVersion) {
  const events = Array.from({ length: count }, () => ({ remote: 'remote-account', version, route: '/report', kind }));
  return testApp.app.inject({ method: 'POST', url: '/api/telemetry/remote-events', payload: { events } });
}

test('a canary failing above its threshold over enough loads is ended by the server and audited', async () => {
  expect((await report(6, 'loaded')).statusCode).toBe(204);
  await report(3, 'render_failed');
  expect(await readCanaries(releasesDir)).toHaveProperty('remote-account');

  await report(4, 'loaded');

  expect(await readCanaries(releasesDir)).toEqual({});
  const registry = JSON.parse(await readFile(path.join(releasesDir, 'remotes.json'), 'utf8'));
  expect(registry['remote-account']).toBe(`/releases/remote-account/${releaseVersion}/mf-manifest.json`);
  expect((await readAudit(releasesDir)).at(-1)).toEqual({
    at: expect.any(String),
    who: AUTO_ROLLBACK_OPERATOR,
    action: 'auto-rollback',
    remote: 'remote-account',
    from: canaryVersion,
    to: releaseVersion,
    reason: 'failure rate 30% (3 failures in 10 loads) passed 20%',
  });
});

test('failures of the live version, or of a canary without auto-rollback, end nothing', async () => {
  await report(20, 'render_failed', releaseVersion);
  expect(await readCanaries(releasesDir)).toHaveProperty('remote-account');

  await writeFile(path.join(releasesDir, 'canaries.json'), JSON.stringify({ 'remote-account': canary({ autoRollback: null }) }));
  await report(20, 'render_failed');
  expect(await readCanaries(releasesDir)).toHaveProperty('remote-account');
});

describe('rollbackReason', () => {
  it('waits for the minimum number of loads, and needs the rate above the threshold', () => {
    expect(rollbackReason(canary(), { loads: 9, failures: 9, failureRate: 1 })).toBeNull();
    expect(rollbackReason(canary(), { loads: 10, failures: 2, failureRate: 0.2 })).toBeNull();
    expect(rollbackReason(canary(), { loads: 10, failures: 10, failureRate: 1 })).toBe('failure rate 100% (10 failures in 10 loads) passed 20%');
  });
});
