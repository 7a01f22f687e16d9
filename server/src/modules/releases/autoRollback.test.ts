import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { manualClock } from '../../../test/accounts';
import { createReleasesFixture, releaseVersion } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { readAudit } from './audit';
import { AUTO_ROLLBACK_OPERATOR, rollbackReason } from './autoRollback';
import { manifestUrl, readCanaries, type Canary } from './registry';
import { ROLLOUT_COOKIE } from './rollout';

const time = manualClock(new Date('2026-11-23T10:00:00Z'));
const canaryVersion = '1.0.1-fedcba9876';
/** The server's floor: no canary is judged on fewer distinct browsers. */
const MIN_BROWSERS = 3;
let testApp: TestApp;
let releasesDir: string;

const canary = (overrides: Partial<Canary> = {}): Canary => ({
  version: canaryVersion,
  percent: 50,
  stable: releaseVersion,
  startedAt: time.clock().toISOString(),
  autoRollback: { failureRate: 0.2, minLoads: 4 },
  ...overrides,
});

beforeAll(async () => {
  releasesDir = await createReleasesFixture();
  testApp = await createTestApp({ releasesDir, clock: time.clock, env: { AUTO_ROLLBACK_MIN_BROWSERS: String(MIN_BROWSERS), TELEMETRY_EVENTS_PER_MINUTE: '1000' } });
});
afterAll(() => testApp.close());
beforeEach(() => {
  // Each test's canary starts later than the events of the tests before it.
  time.advance(60);
  return writeFile(path.join(releasesDir, 'canaries.json'), JSON.stringify({ 'remote-account': canary() }));
});

const canaryRunning = async () => (await readCanaries(releasesDir))['remote-account'] !== undefined;

/** A browser as the server sees it: the signed rollout cookie it was handed with its registry. */
async function browser(drawnForCanary: boolean): Promise<string> {
  for (;;) {
    const response = await testApp.app.inject({ method: 'GET', url: '/remotes.json' });
    const cookie = String(response.headers['set-cookie']).split(';', 1)[0]!;
    const gotCanary = response.json()['remote-account'] === manifestUrl('remote-account', canaryVersion);
    if (gotCanary === drawnForCanary) return cookie;
  }
}

function report(count: number, kind: 'loaded' | 'load_failed' | 'render_failed', options: { cookie?: string; version?: string } = {}) {
  const events = Array.from({ length: count }, () => ({ remote: 'remote-account', version: options.version ?? canaryVersion, route: '/report', kind }));
  return testApp.app.inject({
    method: 'POST',
    url: '/api/telemetry/remote-events',
    payload: { events },
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
}

test('distinct browsers drawn for a canary that fail above its threshold end it, audited', async () => {
  const drawn = await Promise.all(Array.from({ length: 4 }, () => browser(true)));
  await report(1, 'loaded', { cookie: drawn[0] });
  await report(1, 'loaded', { cookie: drawn[1] });
  expect((await report(1, 'render_failed', { cookie: drawn[2] })).statusCode).toBe(204);
  expect(await canaryRunning()).toBe(true);

  await report(1, 'load_failed', { cookie: drawn[3] });

  expect(await canaryRunning()).toBe(false);
  const registry = JSON.parse(await readFile(path.join(releasesDir, 'remotes.json'), 'utf8'));
  expect(registry['remote-account']).toBe(`/releases/remote-account/${releaseVersion}/mf-manifest.json`);
  expect((await readAudit(releasesDir)).at(-1)).toEqual({
    at: expect.any(String),
    who: AUTO_ROLLBACK_OPERATOR,
    action: 'auto-rollback',
    remote: 'remote-account',
    from: canaryVersion,
    to: releaseVersion,
    reason: 'failure rate 50% (2 of 4 browsers failed) passed 20%',
  });
});

describe('forged failures end nothing', () => {
  test('anonymous posts, however many', async () => {
    for (let post = 0; post < 12; post += 1) expect((await report(20, 'load_failed')).statusCode).toBe(204);
    expect(await canaryRunning()).toBe(true);
  });

  test('a rollout cookie the server did not sign: made up, or with a forged signature', async () => {
    const [id] = (await browser(true)).slice(`${ROLLOUT_COOKIE}=`.length).split('.');
    for (let n = 0; n < 12; n += 1) {
      const madeUp = `${ROLLOUT_COOKIE}=forged-browser-${String(n).padStart(6, '0')}`;
      await report(20, 'load_failed', { cookie: madeUp });
      await report(20, 'load_failed', { cookie: `${madeUp}.AAAAAAAAAAAAAAAAAAAAAA` });
      await report(20, 'load_failed', { cookie: `${ROLLOUT_COOKIE}=${id}.AAAAAAAAAAAAAAAAAAAAAA` });
    }
    expect(await canaryRunning()).toBe(true);
  });

  test('one real browser drawn for the canary, posting again and again', async () => {
    const drawn = await browser(true);
    for (let post = 0; post < 12; post += 1) await report(20, 'render_failed', { cookie: drawn });
    expect(await canaryRunning()).toBe(true);
  });

  test('real browsers that were handed the live version, not the canary', async () => {
    const others = await Promise.all(Array.from({ length: 6 }, () => browser(false)));
    for (const cookie of others) await report(5, 'load_failed', { cookie });
    expect(await canaryRunning()).toBe(true);
  });
});

test('forged successes do not hide real failures: one browser posting many loads is one vote', async () => {
  const [liar, ...failing] = await Promise.all(Array.from({ length: 4 }, () => browser(true)));
  for (let post = 0; post < 5; post += 1) await report(20, 'loaded', { cookie: liar });
  await report(1, 'loaded', { version: canaryVersion });
  for (const cookie of failing) await report(1, 'render_failed', { cookie });

  expect(await canaryRunning()).toBe(false);
  expect((await readAudit(releasesDir)).at(-1)).toMatchObject({ reason: 'failure rate 75% (3 of 4 browsers failed) passed 20%' });
});

test('failures of the live version, or of a canary without auto-rollback, end nothing', async () => {
  const others = await Promise.all(Array.from({ length: 5 }, () => browser(false)));
  for (const cookie of others) await report(3, 'render_failed', { cookie, version: releaseVersion });
  expect(await canaryRunning()).toBe(true);

  await writeFile(path.join(releasesDir, 'canaries.json'), JSON.stringify({ 'remote-account': canary({ autoRollback: null }) }));
  const drawn = await Promise.all(Array.from({ length: 5 }, () => browser(true)));
  for (const cookie of drawn) await report(3, 'render_failed', { cookie });
  expect(await canaryRunning()).toBe(true);
});

describe('rollbackReason', () => {
  it('waits for the canary’s minimum of distinct browsers, and never for fewer than the server’s', () => {
    expect(rollbackReason(canary(), { browsers: 3, failed: 3 }, MIN_BROWSERS)).toBeNull();
    expect(rollbackReason(canary(), { browsers: 4, failed: 4 }, MIN_BROWSERS)).toBe('failure rate 100% (4 of 4 browsers failed) passed 20%');
    const lowMinimum = canary({ autoRollback: { failureRate: 0.2, minLoads: 1 } });
    expect(rollbackReason(lowMinimum, { browsers: 2, failed: 2 }, MIN_BROWSERS)).toBeNull();
    expect(rollbackReason(lowMinimum, { browsers: 3, failed: 3 }, MIN_BROWSERS)).not.toBeNull();
  });

  it('needs the share of failing browsers above the threshold', () => {
    expect(rollbackReason(canary(), { browsers: 10, failed: 2 }, MIN_BROWSERS)).toBeNull();
    expect(rollbackReason(canary(), { browsers: 10, failed: 3 }, MIN_BROWSERS)).toBe('failure rate 30% (3 of 10 browsers failed) passed 20%');
  });
});
