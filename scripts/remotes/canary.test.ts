import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readAudit } from '../../server/src/modules/releases/audit';
import { promoteCanary } from '../../server/src/modules/releases/canary';
import { readCanaries, readRegistry } from '../../server/src/modules/releases/registry';
import { parseAutoRollback } from './options';
import { publish, publishCanary } from './publish';
import { rollback } from '../../server/src/modules/releases/rollback';
import { fixtureRepo, hostSingleton, reactSingleton, remoteManifest, type FixtureRepo } from './testing';

let repo: FixtureRepo;
let stable: string;

const liveUrl = (version: string) => `/releases/remote-booking/${version}/mf-manifest.json`;
const registryOf = async () => (await readRegistry(repo.ctx.releasesDir))['remote-booking'];

beforeEach(async () => {
  repo = await fixtureRepo();
  await repo.shellManifest([reactSingleton, hostSingleton]);
  await repo.build('remote-booking', remoteManifest(), 'v1');
  stable = (await publish(repo.ctx, 'remote-booking')).version;
  await repo.build('remote-booking', remoteManifest(), 'v2');
});
afterEach(() => repo.cleanup());

describe('publish --canary', () => {
  it('serves the new version to a share of browsers only: the registry keeps the live one', async () => {
    const result = await publishCanary(repo.ctx, 'remote-booking', {
      canaryPercent: 10,
      autoRollback: { failureRate: 0.2, minLoads: 20 },
    });

    expect(await registryOf()).toBe(liveUrl(stable));
    expect(await readCanaries(repo.ctx.releasesDir)).toEqual({
      'remote-booking': {
        version: result.version,
        percent: 10,
        stable,
        startedAt: expect.any(String),
        autoRollback: { failureRate: 0.2, minLoads: 20 },
      },
    });
    expect((await readAudit(repo.ctx.releasesDir)).at(-1)).toMatchObject({ action: 'canary', from: stable, to: result.version, percent: 10 });
  });

  it('refuses a percentage outside 1–99 and a remote with nothing live', async () => {
    await expect(publishCanary(repo.ctx, 'remote-booking', { canaryPercent: 100 })).rejects.toThrow('--canary takes a whole percentage from 1 to 99');
    await expect(publishCanary(repo.ctx, 'remote-booking', { canaryPercent: 0 })).rejects.toThrow('--canary takes a whole percentage');
    await repo.build('remote-account', remoteManifest());
    await expect(publishCanary(repo.ctx, 'remote-account', { canaryPercent: 5 })).rejects.toThrow(
      'remote-account has no live version for the other browsers: publish it fully first.',
    );
  });

  it('is ended by a full publish', async () => {
    await publishCanary(repo.ctx, 'remote-booking', { canaryPercent: 10 });
    await repo.build('remote-booking', remoteManifest(), 'v3');

    const result = await publish(repo.ctx, 'remote-booking');

    expect(result.endedCanary).toBeDefined();
    expect(await readCanaries(repo.ctx.releasesDir)).toEqual({});
    expect(await registryOf()).toBe(liveUrl(result.version));
  });
});

describe('promote', () => {
  it('makes the canary live for everyone and audits it', async () => {
    const { version } = await publishCanary(repo.ctx, 'remote-booking', { canaryPercent: 25 });

    await expect(promoteCanary(repo.ctx, 'remote-booking')).resolves.toEqual({ from: stable, to: version });

    expect(await registryOf()).toBe(liveUrl(version));
    expect(await readCanaries(repo.ctx.releasesDir)).toEqual({});
    expect((await readAudit(repo.ctx.releasesDir)).at(-1)).toMatchObject({ action: 'promote', from: stable, to: version });
  });

  it('refuses a remote without a canary', async () => {
    await expect(promoteCanary(repo.ctx, 'remote-booking')).rejects.toThrow('remote-booking has no canary to promote.');
  });
});

describe('rollback during a canary', () => {
  it('ends the canary and leaves the live version as it was', async () => {
    const { version } = await publishCanary(repo.ctx, 'remote-booking', { canaryPercent: 25 });

    await expect(rollback(repo.ctx, 'remote-booking')).resolves.toEqual({ remote: 'remote-booking', from: version, to: stable, canary: true });

    expect(await registryOf()).toBe(liveUrl(stable));
    expect(await readCanaries(repo.ctx.releasesDir)).toEqual({});
    expect((await readAudit(repo.ctx.releasesDir)).at(-1)).toMatchObject({ action: 'canary-rollback', from: version, to: stable });
  });

  it('after a promote, goes back to the version live before it, never to an ended canary', async () => {
    await publishCanary(repo.ctx, 'remote-booking', { canaryPercent: 25 });
    await rollback(repo.ctx, 'remote-booking');
    await repo.build('remote-booking', remoteManifest(), 'v3');
    const { version: v3 } = await publishCanary(repo.ctx, 'remote-booking', { canaryPercent: 50 });
    await promoteCanary(repo.ctx, 'remote-booking');

    await expect(rollback(repo.ctx, 'remote-booking')).resolves.toMatchObject({ from: v3, to: stable, canary: false });
    expect(await registryOf()).toBe(liveUrl(stable));
  });
});

describe('registry writes', () => {
  it('keeps every line when several remotes are published at the same moment', async () => {
    const remotes = ['remote-catalog', 'remote-account', 'remote-partner'] as const;
    for (const remote of remotes) await repo.build(remote, remoteManifest(), `${remote} v1`);

    const results = await Promise.all([...remotes.map((remote) => publish(repo.ctx, remote)), publish(repo.ctx, 'remote-booking')]);

    const registry = JSON.parse(await readFile(path.join(repo.ctx.releasesDir, 'remotes.json'), 'utf8'));
    expect(Object.keys(registry).sort()).toEqual(['remote-account', 'remote-booking', 'remote-catalog', 'remote-partner']);
    for (const result of results) expect(registry[result.remote]).toBe(`/releases/${result.remote}/${result.version}/mf-manifest.json`);
    expect((await readAudit(repo.ctx.releasesDir)).filter((entry) => entry.action === 'publish')).toHaveLength(5);
  });
});

describe('--auto-rollback', () => {
  it.each([
    ['0.2', 0.2],
    ['20%', 0.2],
    ['5.5%', 0.055],
  ])('reads %s as a failure rate of %s', (text, rate) => {
    expect(parseAutoRollback(text, 30)).toEqual({ failureRate: rate, minLoads: 30 });
  });

  it.each(['0', '1', '150%', 'often', '-0.1'])('refuses %s', (text) => {
    expect(() => parseAutoRollback(text, 20)).toThrow('--auto-rollback takes a failure rate between 0 and 1');
  });
});
