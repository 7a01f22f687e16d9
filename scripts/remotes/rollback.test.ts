import { readAudit } from '../../server/src/modules/releases/audit';
import { publish } from './publish';
import { listRemotes, readRegistry } from '../../server/src/modules/releases/registry';
import { rollback } from '../../server/src/modules/releases/rollback';
import { fixtureRepo, hostSingleton, reactSingleton, remoteManifest, type FixtureRepo } from './testing';

let repo: FixtureRepo;
let v1: string;
let v2: string;
let v3: string;

const liveUrl = (version: string) => `/releases/remote-account/${version}/mf-manifest.json`;

beforeEach(async () => {
  repo = await fixtureRepo();
  await repo.shellManifest([reactSingleton, hostSingleton]);
  const versions: string[] = [];
  for (const entry of ['v1', 'v2', 'v3']) {
    await repo.build('remote-account', remoteManifest(), entry);
    versions.push((await publish(repo.ctx, 'remote-account')).version);
  }
  [v1, v2, v3] = versions as [string, string, string];
});
afterEach(() => repo.cleanup());

describe('rollback', () => {
  it('goes back to the version live before the current one by default, and audits it', async () => {
    const result = await rollback(repo.ctx, 'remote-account');

    expect(result).toEqual({ remote: 'remote-account', from: v3, to: v2, canary: false });
    expect((await readRegistry(repo.ctx.releasesDir))['remote-account']).toBe(liveUrl(v2));
    expect((await readAudit(repo.ctx.releasesDir)).at(-1)).toEqual({
      at: expect.any(String),
      who: 'asha@test',
      action: 'rollback',
      remote: 'remote-account',
      from: v3,
      to: v2,
    });
  });

  it('goes to the named version', async () => {
    await rollback(repo.ctx, 'remote-account', v1);

    expect((await readRegistry(repo.ctx.releasesDir))['remote-account']).toBe(liveUrl(v1));
    expect((await readAudit(repo.ctx.releasesDir)).map((entry) => [entry.action, entry.from, entry.to])).toEqual([
      ['publish', null, v1],
      ['publish', v1, v2],
      ['publish', v2, v3],
      ['rollback', v3, v1],
    ]);
  });

  it('refuses a version that was never released', async () => {
    await expect(rollback(repo.ctx, 'remote-account', '0.1.0-0000000000')).rejects.toThrow(
      `remote-account has no release 0.1.0-0000000000. Available: ${v3}, ${v2}, ${v1}.`,
    );
    expect((await readRegistry(repo.ctx.releasesDir))['remote-account']).toBe(liveUrl(v3));
  });

  it('undoes a rollback when rolled back again by default', async () => {
    await rollback(repo.ctx, 'remote-account', v1);

    await expect(rollback(repo.ctx, 'remote-account')).resolves.toEqual({ remote: 'remote-account', from: v1, to: v3, canary: false });
  });

  it('refuses the default when nothing was live before the current version', async () => {
    const fresh = await fixtureRepo();
    try {
      await fresh.shellManifest([reactSingleton, hostSingleton]);
      await fresh.build('remote-account', remoteManifest());
      await publish(fresh.ctx, 'remote-account');

      await expect(rollback(fresh.ctx, 'remote-account')).rejects.toThrow(
        'The audit log has no version of remote-account that was live before',
      );
    } finally {
      await fresh.cleanup();
    }
  });

  it('refuses a remote that is not live', async () => {
    await expect(rollback(repo.ctx, 'remote-partner')).rejects.toThrow('remote-partner has no live release to roll back from');
  });
});

describe('list', () => {
  it('shows every remote with its live release and its versions newest first', async () => {
    await rollback(repo.ctx, 'remote-account', v2);

    const statuses = await listRemotes(repo.ctx.releasesDir);

    expect(statuses.map((status) => status.remote)).toEqual(['remote-catalog', 'remote-booking', 'remote-account', 'remote-partner']);
    const account = statuses.find((status) => status.remote === 'remote-account');
    expect(account?.live?.version).toBe(v2);
    expect(account?.releases.map((release) => release.version)).toEqual([v3, v2, v1]);
    expect(statuses.find((status) => status.remote === 'remote-partner')).toMatchObject({ live: null, liveUrl: null, canary: null, releases: [] });
  });
});
