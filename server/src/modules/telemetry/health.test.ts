import { bearer, demo, login, manualClock } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { remoteHealth } from './service';

const time = manualClock(new Date('2026-03-01T10:00:00Z'));
let testApp: TestApp;
let adminToken: string;

type Kind = 'loaded' | 'load_failed' | 'render_failed';

/** Posts `count` events of one kind for a remote version, at the current test time. */
async function report(remote: string, version: string, kind: Kind, count = 1) {
  const events = Array.from({ length: count }, () => ({ remote, version, route: '/', kind }));
  const response = await testApp.app.inject({ method: 'POST', url: '/api/telemetry/remote-events', payload: { events } });
  if (response.statusCode !== 204) throw new Error(`report failed: ${response.body}`);
}

beforeAll(async () => {
  testApp = await createTestApp({ clock: time.clock });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;

  // Two hours ago: outside the default 60-minute window.
  await report('remote-catalog', '0.1.0-old', 'load_failed', 5);
  time.advance(2 * 3600);
  await report('remote-catalog', '0.1.0-b', 'loaded', 3);
  await report('remote-catalog', '0.1.0-b', 'load_failed', 1);
  await report('remote-catalog', '0.1.0-b', 'render_failed', 2);
  await report('remote-booking', '0.2.0', 'loaded', 4);
  await report('remote-account', '0.1.0', 'render_failed', 1);
  await report('remote-catalog', '0.1.0-a', 'loaded', 2);
  // Loaded once but failed to render three times: capped at 1.
  await report('remote-partner', '1.0.0', 'loaded', 1);
  await report('remote-partner', '1.0.0', 'render_failed', 3);
  time.advance(10 * 60);
});
afterAll(() => testApp.close());

const health = (query = '', headers: Record<string, string> = bearer(adminToken)) =>
  testApp.app.inject({ method: 'GET', url: `/api/admin/remotes/health${query}`, headers });

describe('remoteHealth', () => {
  it('counts loads and failures within the window per remote and version, sorted', async () => {
    const rows = await remoteHealth(testApp.db, { since: new Date(time.clock().getTime() - 60 * 60_000) });

    expect(rows).toEqual([
      { remote: 'remote-account', version: '0.1.0', loads: 0, failures: 1, failureRate: 1 },
      { remote: 'remote-booking', version: '0.2.0', loads: 4, failures: 0, failureRate: 0 },
      { remote: 'remote-catalog', version: '0.1.0-a', loads: 2, failures: 0, failureRate: 0 },
      { remote: 'remote-catalog', version: '0.1.0-b', loads: 4, failures: 3, failureRate: 0.75 },
      { remote: 'remote-partner', version: '1.0.0', loads: 1, failures: 3, failureRate: 1 },
    ]);
  });

  it('narrows to one remote and version, and reaches back as far as asked', async () => {
    const since = new Date(time.clock().getTime() - 3 * 3600_000);

    expect(await remoteHealth(testApp.db, { since, remote: 'remote-catalog', version: '0.1.0-old' })).toEqual([
      { remote: 'remote-catalog', version: '0.1.0-old', loads: 5, failures: 5, failureRate: 1 },
    ]);
    expect(await remoteHealth(testApp.db, { since, remote: 'remote-catalog' })).toHaveLength(3);
  });
});

describe('GET /api/admin/remotes/health', () => {
  it('answers the last 60 minutes by default', async () => {
    const response = await health();

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.since).toBe('2026-03-01T11:10:00.000Z');
    expect(body.remotes.map((row: { version: string }) => row.version)).toEqual(['0.1.0', '0.2.0', '0.1.0-a', '0.1.0-b', '1.0.0']);
  });

  it('takes a window in minutes, up to 7 days', async () => {
    const response = await health('?minutes=180&remote=remote-catalog');

    expect(response.json().remotes.map((row: { version: string }) => row.version)).toEqual(['0.1.0-a', '0.1.0-b', '0.1.0-old']);
    expect((await health('?minutes=0')).statusCode).toBe(422);
    expect((await health('?minutes=10081')).json()).toEqual({
      status: 422,
      errors: { minutes: ['Minutes must be a whole number from 1 to 10080.'] },
    });
    expect((await health('?minutes=10080')).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await health('', {})).statusCode).toBe(401);
    const customer = await login(testApp.app, 'user', demo.customer);
    expect((await health('', bearer(customer.token))).statusCode).toBe(403);
  });
});
