import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publish, stage } from '../../../../scripts/remotes/publish';
import { fixtureRepo, hostSingleton, reactSingleton, remoteManifest, type FixtureRepo } from '../../../../scripts/remotes/testing';
import { bearer, demo, freshMobile, login, manualClock } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { readAudit } from './audit';
import { changeCanaryShare, promoteCanary } from './canary';
import { manifestUrl, readCanaries, readRegistry } from './registry';
import { rollback } from './rollback';

// The Releases panel's API against a real RELEASES_DIR, beside the remotes CLI's own functions
// (scripts/remotes): both must leave the same remotes.json and canaries.json behind.
const time = manualClock(new Date('2026-11-30T10:00:00Z'));
let repo: FixtureRepo;
let testApp: TestApp;
let adminToken: string;
let supportToken: string;
let releasesToken: string;
let releasesMemberId: number;
let v1: string;
let v2: string;
let v3: string;

const remote = 'remote-booking';
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/admin/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const canaries = () => readCanaries(repo.ctx.releasesDir);
const live = async () => (await readRegistry(repo.ctx.releasesDir))[remote];

/** A build of remote-booking with this entry script, staged by the CLI's function (live for nobody). */
async function staged(entry: string): Promise<string> {
  await repo.build(remote, remoteManifest({ name: 'remote_booking' }), entry);
  return (await stage(repo.ctx, remote)).build.version;
}

beforeAll(async () => {
  repo = await fixtureRepo();
  await repo.shellManifest([reactSingleton, hostSingleton]);
  await repo.build(remote, remoteManifest({ name: 'remote_booking' }), 'v1');
  v1 = (await publish(repo.ctx, remote)).version;
  v2 = await staged('v2');
  v3 = await staged('v3');
  testApp = await createTestApp({ releasesDir: repo.ctx.releasesDir, shellDir: path.join(repo.ctx.repoRoot, 'shell', 'dist'), clock: time.clock });
  adminToken = (await login(testApp.app, 'admin', demo.admin)).token;
  supportToken = (await login(testApp.app, 'admin', demo.support)).token;
  const mobile = freshMobile();
  const created = (await call(adminToken, 'POST', 'ops-members', { name: 'Ravi Releases', mobile, roles: ['releases'] })).json().data;
  releasesMemberId = created.user_id;
  releasesToken = (await login(testApp.app, 'admin', { mobile, password: created.temporary_password })).token;
});
afterAll(async () => {
  await testApp.close();
  await repo.cleanup();
});

describe('the Releases panel API (issue 39)', () => {
  it('refuses a support member every call, before looking at the remote', async () => {
    expect((await call(supportToken, 'GET', 'releases')).statusCode).toBe(403);
    for (const action of ['canary', 'canary/share', 'promote', 'rollback']) {
      expect((await call(supportToken, 'POST', `releases/${remote}/${action}`, { version: v2, percent: 20 })).statusCode).toBe(403);
    }
    expect(await canaries()).toEqual({});
  });

  it('shows a releases member the live version, the versions to canary and the audit', async () => {
    const response = await call(releasesToken, 'GET', 'releases?minutes=60');

    expect(response.statusCode).toBe(200);
    const booking = response.json().data.remotes.find((entry: { remote: string }) => entry.remote === remote);
    expect(booking).toMatchObject({ live: { version: v1 }, canary: null, live_url: null });
    // Newest first; the live one is not offered.
    expect(booking.available.map((release: { version: string }) => release.version)).toEqual([v3, v2]);
    expect(booking.audit).toEqual([{ at: expect.any(String), who: 'asha@test', action: 'publish', from: null, to: v1, percent: null, reason: null }]);
    expect(booking.figures).toEqual([expect.objectContaining({ version: v1, role: 'live', totals: { browsers: 0, loads: 0, failures: 0, failure_rate: 0 } })]);
    expect(booking.figures[0].buckets).toHaveLength(12);
    expect((await call(releasesToken, 'GET', 'releases?minutes=0')).statusCode).toBe(422);
  });

  it('canaries a staged version, changes its share, promotes it, as the CLI would, naming the member', async () => {
    const started = await call(releasesToken, 'POST', `releases/${remote}/canary`, { version: v2, percent: 20, auto_rollback: { failure_rate: 0.3 } });

    expect(started.statusCode).toBe(200);
    expect(started.json().message).toBe(`${remote} ${v2} is a canary for 20 % of browsers; the others keep ${v1}.`);
    const canary = { version: v2, percent: 20, stable: v1, startedAt: time.clock().toISOString(), autoRollback: { failureRate: 0.3, minLoads: 20 } };
    expect(await canaries()).toEqual({ [remote]: canary });
    expect(started.json().data).toEqual({ remote, live: v1, canary: { version: v2, percent: 20, stable: v1, started_at: canary.startedAt, auto_rollback: { failure_rate: 0.3, min_browsers: 20 } } });

    expect((await call(releasesToken, 'POST', `releases/${remote}/canary/share`, { percent: 50, version: v2 })).statusCode).toBe(200);
    expect((await canaries())[remote]).toEqual({ ...canary, percent: 50 });

    const promoted = await call(releasesToken, 'POST', `releases/${remote}/promote`, { version: v2 });
    expect(promoted.json().message).toBe(`${remote} ${v2} is live for everyone (was ${v1}).`);
    expect(await canaries()).toEqual({});
    expect(await live()).toBe(manifestUrl(remote, v2));
    const who = `Ravi Releases (ops member ${releasesMemberId})`;
    expect((await readAudit(repo.ctx.releasesDir)).slice(-3)).toEqual([
      { at: expect.any(String), who, action: 'canary', remote, from: v1, to: v2, percent: 20 },
      { at: expect.any(String), who, action: 'canary-share', remote, from: v2, to: v2, percent: 50 },
      { at: expect.any(String), who, action: 'promote', remote, from: v1, to: v2 },
    ]);
    // And the ops audit log, one row per change, under the member (plugins/opsGuard.ts).
    const rows = (await call(adminToken, 'GET', `audit?subject=release:${remote}`)).json().data as { actor_label: string; action: string; status: number }[];
    expect(rows.map((row) => [row.actor_label, row.action, row.status]).reverse()).toEqual([
      ['Ravi Releases', 'release.canary', 200],
      ['Ravi Releases', 'release.canary.share', 200],
      ['Ravi Releases', 'release.promote', 200],
    ]);
  });

  it('rolls back: without a version to the one live before, with one to that one', async () => {
    const back = await call(adminToken, 'POST', `releases/${remote}/rollback`, {});
    expect(back.json()).toMatchObject({ message: `${remote} rolled back: ${v1} is live (was ${v2}).`, data: { live: v1, canary: null } });
    expect(await live()).toBe(manifestUrl(remote, v1));

    expect((await call(adminToken, 'POST', `releases/${remote}/rollback`, { version: v3 })).statusCode).toBe(200);
    expect(await live()).toBe(manifestUrl(remote, v3));
    expect((await readAudit(repo.ctx.releasesDir)).at(-1)).toMatchObject({ action: 'rollback', from: v1, to: v3, who: expect.stringContaining('(ops member ') });
  });

  it('agrees with the CLI when both act in turn, and answers 409 for what changed meanwhile', async () => {
    // The console starts a canary; the CLI changes its share, then ends it.
    await call(releasesToken, 'POST', `releases/${remote}/canary`, { version: v2, percent: 10 });
    await changeCanaryShare(repo.ctx, remote, 30);
    const shown = (await call(releasesToken, 'GET', 'releases')).json().data.remotes.find((entry: { remote: string }) => entry.remote === remote);
    expect(shown.canary).toMatchObject({ version: v2, percent: 30, stable: v3 });
    expect(shown.available.map((release: { version: string }) => release.version)).toEqual([v1]);
    await rollback(repo.ctx, remote);

    // The console's page still shows the canary: each action it offers is now a 409 saying why.
    const promote = await call(releasesToken, 'POST', `releases/${remote}/promote`, { version: v2 });
    expect(promote.statusCode).toBe(409);
    expect(promote.json().message).toBe(`${remote} has no canary to promote.`);
    expect((await call(releasesToken, 'POST', `releases/${remote}/canary/share`, { percent: 40 })).json().message).toBe(`${remote} has no canary to change the share of.`);

    // The CLI starts another canary meanwhile: a share or promote meant for v2 does not touch it.
    await call(releasesToken, 'POST', `releases/${remote}/canary`, { version: v1, percent: 5 });
    const stale = await call(releasesToken, 'POST', `releases/${remote}/promote`, { version: v2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(`${remote}'s canary is now ${v1}, not ${v2}: nothing changed.`);
    // The console ends it; the CLI's promote finds nothing.
    expect((await call(releasesToken, 'POST', `releases/${remote}/rollback`, {})).json().message).toBe(`${remote}'s canary ${v1} ended: every browser gets ${v3}.`);
    await expect(promoteCanary(repo.ctx, remote)).rejects.toThrow(`${remote} has no canary to promote.`);
    expect(await canaries()).toEqual({});
    expect(await live()).toBe(manifestUrl(remote, v3));
  });

  it('refuses a canary of a version never staged, of the live one, or one the live shell cannot take', async () => {
    const unknown = await call(releasesToken, 'POST', `releases/${remote}/canary`, { version: '0.1.0-0000000000', percent: 20 });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe(`${remote} has no staged version 0.1.0-0000000000: stage it first (npm run remotes -- stage ${remote}).`);
    expect((await call(releasesToken, 'POST', `releases/${remote}/canary`, { version: v3, percent: 20 })).json().message).toBe(`${remote} ${v3} is already live for everyone.`);

    // The shell went live with React 18 after v2 was staged: the gate, run again, refuses it.
    await repo.shellManifest([{ ...reactSingleton, version: '18.3.1' }, hostSingleton]);
    const gated = await call(releasesToken, 'POST', `releases/${remote}/canary`, { version: v2, percent: 20 });
    await repo.shellManifest([reactSingleton, hostSingleton]);
    expect(gated.statusCode).toBe(409);
    expect(gated.json().message).toMatch(new RegExp(`^Refusing to canary ${remote} ${v2}:\\n  - ${remote} needs the singleton react \\^19\\.2\\.0, but the shell provides 18\\.3\\.1`));
    expect(await canaries()).toEqual({});
  });

  it('checks the remote name and the share', async () => {
    expect((await call(releasesToken, 'POST', 'releases/booking/canary', { version: v2, percent: 20 })).statusCode).toBe(422);
    expect((await call(releasesToken, 'POST', 'releases/remote-..%2Fx/rollback', {})).statusCode).toBe(422);
    const share = await call(releasesToken, 'POST', `releases/${remote}/canary`, { version: v2, percent: 100 });
    expect(share.statusCode).toBe(422);
    expect(share.json().errors).toEqual({ percent: ['The share is a whole percentage from 1 to 99.'] });
  });

  it('counts loads, failures and distinct browsers per version in buckets over the window', async () => {
    await call(releasesToken, 'POST', `releases/${remote}/canary`, { version: v2, percent: 50 });
    await writeFile(path.join(repo.ctx.releasesDir, 'canaries.json'), JSON.stringify({ [remote]: { ...(await canaries())[remote], percent: 99 } }));
    // A browser handed the canary (its signed rollout cookie) reports twice; an anonymous report counts loads only.
    const registry = await testApp.app.inject({ method: 'GET', url: '/remotes.json' });
    const cookie = String(registry.headers['set-cookie']).split(';', 1)[0]!;
    const version = registry.json()[remote] === manifestUrl(remote, v2) ? v2 : v3;
    const report = (kind: string, headers: Record<string, string> = {}, of = version) =>
      testApp.app.inject({ method: 'POST', url: '/api/telemetry/remote-events', headers, payload: { events: [{ remote, version: of, route: '/book', kind }] } });
    time.advance(-50 * 60);
    await report('loaded', { cookie });
    time.advance(40 * 60);
    await report('render_failed', { cookie });
    await report('loaded', {}, v3);
    time.advance(10 * 60);

    const figures = (await call(releasesToken, 'GET', 'releases?minutes=60')).json().data.remotes.find((entry: { remote: string }) => entry.remote === remote).figures;
    const of = (wanted: string) => figures.find((row: { version: string }) => row.version === wanted);
    const handed = of(version);
    expect(handed.totals).toEqual(version === v3 ? { browsers: 1, loads: 2, failures: 1, failure_rate: 0.5 } : { browsers: 1, loads: 1, failures: 1, failure_rate: 1 });
    // 5-minute buckets: the first report in the third, the later ones in the eleventh.
    expect(handed.buckets.map((bucket: { loads: number; failures: number }) => bucket.loads + bucket.failures)).toEqual(
      version === v3 ? [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0] : [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0],
    );
    expect(of(v2).role).toBe('canary');
    expect(of(v3).role).toBe('live');
    await call(releasesToken, 'POST', `releases/${remote}/rollback`, {});
  });
});
