import { existsSync } from 'node:fs';
import { cp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readAudit } from '../../server/src/modules/releases/audit';
import { publish, stage, sync } from './publish';
import { readRegistry, ReleaseError } from '../../server/src/modules/releases/registry';
import { rollback } from '../../server/src/modules/releases/rollback';
import { federationVersion, fixtureRepo, hostSingleton, reactSingleton, remoteManifest, sharedApi, type FixtureRepo } from './testing';

let repo: FixtureRepo;

beforeEach(async () => {
  repo = await fixtureRepo();
  await repo.shellManifest([reactSingleton, hostSingleton]);
});
afterEach(() => repo.cleanup());

const versionsOf = async (remote: string) =>
  (await readdir(path.join(repo.ctx.releasesDir, remote))).filter((name) => !name.startsWith('.'));

describe('publish', () => {
  it('copies the build into a read-only version folder, points the registry at it and audits it', async () => {
    await repo.build('remote-account', remoteManifest());

    const result = await publish(repo.ctx, 'remote-account');

    expect(result.version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    const folder = path.join(repo.ctx.releasesDir, 'remote-account', result.version);
    expect(await readFile(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('console.log("entry")');
    expect((await stat(path.join(folder, 'remoteEntry.js'))).mode & 0o222).toBe(0);
    const release = JSON.parse(await readFile(path.join(folder, 'release.json'), 'utf8'));
    expect(release).toMatchObject({ remote: 'remote-account', version: result.version, publishedAt: '2026-01-01T10:01:00.000Z' });
    expect(await readRegistry(repo.ctx.releasesDir)).toEqual({
      'remote-account': `/releases/remote-account/${result.version}/mf-manifest.json`,
    });
    expect(await readAudit(repo.ctx.releasesDir)).toEqual([
      { at: '2026-01-01T10:02:00.000Z', who: 'asha@test', action: 'publish', remote: 'remote-account', from: null, to: result.version },
    ]);
  });

  it('publishes a build from another folder (--from) under its own content version', async () => {
    await repo.build('remote-account', remoteManifest(), 'v1');
    const fromDist = await publish(repo.ctx, 'remote-account');
    const elsewhere = path.join(repo.ctx.repoRoot, 'artefact');
    await cp(path.join(repo.ctx.repoRoot, 'remote-account', 'dist'), elsewhere, { recursive: true });
    await writeFile(path.join(elsewhere, 'remoteEntry.js'), 'console.log("v2")');

    const fromArtefact = await publish(repo.ctx, 'remote-account', { fromDir: elsewhere });

    expect(fromArtefact.version).not.toBe(fromDist.version);
    expect(fromArtefact.from).toBe(fromDist.version);
    const folder = path.join(repo.ctx.releasesDir, 'remote-account', fromArtefact.version);
    expect(await readFile(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('console.log("v2")');
  });

  it('does not create a second version when the same build is published twice', async () => {
    await repo.build('remote-account', remoteManifest());
    const first = await publish(repo.ctx, 'remote-account');

    const second = await publish(repo.ctx, 'remote-account');

    expect(second).toMatchObject({ version: first.version, stored: false, repointed: false });
    expect(await versionsOf('remote-account')).toEqual([first.version]);
    expect(await readAudit(repo.ctx.releasesDir)).toHaveLength(1);
  });

  it('repoints to the existing folder, unchanged, when an older build is published again', async () => {
    await repo.build('remote-account', remoteManifest(), 'v1');
    const v1 = await publish(repo.ctx, 'remote-account');
    const releaseBefore = await readFile(path.join(repo.ctx.releasesDir, 'remote-account', v1.version, 'release.json'), 'utf8');
    await repo.build('remote-account', remoteManifest(), 'v2');
    const v2 = await publish(repo.ctx, 'remote-account');
    await repo.build('remote-account', remoteManifest(), 'v1');

    const again = await publish(repo.ctx, 'remote-account');

    expect(again).toMatchObject({ version: v1.version, from: v2.version, stored: false, repointed: true });
    expect(await readFile(path.join(repo.ctx.releasesDir, 'remote-account', v1.version, 'release.json'), 'utf8')).toBe(releaseBefore);
    expect((await versionsOf('remote-account')).sort()).toEqual([v1.version, v2.version].sort());
  });

  it('tells to build first when the remote has no dist', async () => {
    await expect(publish(repo.ctx, 'remote-booking')).rejects.toThrow('run `npm run build -w remote-booking` first');
  });

  it('refuses a name that is no remote\'s', async () => {
    await expect(publish(repo.ctx, '../shell')).rejects.toThrow("Unknown remote '../shell'");
    await expect(publish(repo.ctx, 'Remote-Admin')).rejects.toThrow("Unknown remote 'Remote-Admin'");
  });

  it('refuses a build that does not expose ./App and leaves the registry alone', async () => {
    await repo.build('remote-account', remoteManifest({ exposes: [{ name: 'Widget', path: './Widget' }] }));

    const attempt = publish(repo.ctx, 'remote-account');

    await expect(attempt).rejects.toThrow(ReleaseError);
    await expect(attempt).rejects.toThrow('remote-account does not expose ./App');
    expect(existsSync(path.join(repo.ctx.releasesDir, 'remote-account'))).toBe(false);
    expect(await readRegistry(repo.ctx.releasesDir)).toEqual({});
    expect(await readAudit(repo.ctx.releasesDir)).toEqual([]);
  });

  it('refuses a singleton whose required version the shell does not satisfy', async () => {
    await repo.build('remote-account', remoteManifest({ shared: [{ ...reactSingleton, version: '20.0.0', requiredVersion: '^20.0.0' }] }));

    await expect(publish(repo.ctx, 'remote-account')).rejects.toThrow(
      'remote-account needs the singleton react ^20.0.0, but the shell provides 19.3.1 (per shell/dist/mf-manifest.json).',
    );
  });

  it('refuses a singleton the shell does not provide at all', async () => {
    const zustand = { name: 'zustand', version: '5.1.0', singleton: true, requiredVersion: '^5.0.8' };
    await repo.build('remote-account', remoteManifest({ shared: [reactSingleton, zustand] }));

    await expect(publish(repo.ctx, 'remote-account')).rejects.toThrow('needs the singleton zustand ^5.0.8, which the shell does not provide');
  });

  it("lets remotes share react-hook-form among themselves: the shell draws no form and provides none", async () => {
    const forms = { name: 'react-hook-form', version: '7.92.1', singleton: true, requiredVersion: '^7.92.0' };
    await repo.build('remote-account', remoteManifest({ shared: [reactSingleton, forms] }));

    await expect(publish(repo.ctx, 'remote-account')).resolves.toMatchObject({ repointed: true });
  });

  it('matches subpath singletons by package and leaves content-keyed shared code alone', async () => {
    const jsxRuntime = { ...reactSingleton, name: 'react/jsx-runtime' };
    await repo.build('remote-account', remoteManifest({ shared: [jsxRuntime, hostSingleton, sharedApi] }));

    await expect(publish(repo.ctx, 'remote-account')).resolves.toMatchObject({ repointed: true });
  });

  it('refuses a remote built against a newer host contract than the live shell provides, and says which', async () => {
    await repo.build('remote-account', remoteManifest({ shared: [reactSingleton, { ...hostSingleton, version: '1.1.0', requiredVersion: '^1.1.0' }] }));

    await expect(publish(repo.ctx, 'remote-account')).rejects.toThrow(
      'remote-account requires host contract ^1.1.0, but the live shell provides 1.0.0 (per shell/dist/mf-manifest.json): release the shell first.',
    );
  });

  it('publishes a remote built against an older minor of the host contract', async () => {
    await repo.shellManifest([reactSingleton, { ...hostSingleton, version: '1.2.0', requiredVersion: '^1.2.0' }]);
    await repo.build('remote-account', remoteManifest());

    await expect(publish(repo.ctx, 'remote-account')).resolves.toMatchObject({ repointed: true });
  });

  describe("the shell's Module Federation version (remotes run on the shell's federation runtime)", () => {
    it('publishes a remote built with the same version', async () => {
      await repo.build('remote-booking', remoteManifest({ metaData: { pluginVersion: federationVersion } }));

      await expect(publish(repo.ctx, 'remote-booking')).resolves.toMatchObject({ repointed: true });
    });

    it('refuses a remote built with another version and says which', async () => {
      await repo.build('remote-booking', remoteManifest({ metaData: { pluginVersion: '2.9.1' } }));

      const attempt = publish(repo.ctx, 'remote-booking');

      await expect(attempt).rejects.toThrow(ReleaseError);
      await expect(attempt).rejects.toThrow(
        "remote-booking was built with Module Federation 2.9.1, but the live shell provides 2.9.2 (per shell/dist/mf-manifest.json): remotes use the shell's federation runtime, so build both with the same version.",
      );
      expect(await readRegistry(repo.ctx.releasesDir)).toEqual({});
    });

    it('does not refuse an older build whose manifest records no version', async () => {
      await repo.build('remote-booking', remoteManifest({ metaData: {} }));

      await expect(publish(repo.ctx, 'remote-booking')).resolves.toMatchObject({ repointed: true });
    });
  });

  describe('when the shell is not built', () => {
    beforeEach(() => repo.removeShellBuild());

    it("checks against the shell's installed packages", async () => {
      await repo.shellPackages({ react: '19.3.1' }, '1.0.0');
      await repo.build('remote-account', remoteManifest());

      await expect(publish(repo.ctx, 'remote-account')).resolves.toMatchObject({ repointed: true });
    });

    it("refuses when the shared package's host contract is too old", async () => {
      await repo.shellPackages({ react: '19.3.1' }, '0.9.0');
      await repo.build('remote-account', remoteManifest());

      await expect(publish(repo.ctx, 'remote-account')).rejects.toThrow(
        "remote-account requires host contract ^1.0.0, but the live shell provides 0.9.0 (per the shell's installed packages)",
      );
    });

    it('checks the Module Federation version against the installed plugin', async () => {
      await repo.shellPackages({ react: '19.3.1' }, '1.0.0', '2.9.3');
      await repo.build('remote-booking', remoteManifest());
      await repo.build('remote-account', remoteManifest({ metaData: { pluginVersion: '2.9.3' } }));

      await expect(publish(repo.ctx, 'remote-booking')).rejects.toThrow(
        "remote-booking was built with Module Federation 2.9.2, but the live shell provides 2.9.3 (per the shell's installed packages)",
      );
      await expect(publish(repo.ctx, 'remote-account')).resolves.toMatchObject({ repointed: true });
    });
  });
});

describe('stage', () => {
  it('copies a checked build into its version folder and changes nothing anyone gets', async () => {
    await repo.build('remote-account', remoteManifest(), 'v1');
    const live = await publish(repo.ctx, 'remote-account');
    await repo.build('remote-account', remoteManifest(), 'v2');
    const auditBefore = await readAudit(repo.ctx.releasesDir);

    const staged = await stage(repo.ctx, 'remote-account');

    expect(staged).toMatchObject({ stored: true, build: { remote: 'remote-account' } });
    expect(staged.build.version).not.toBe(live.version);
    const folder = path.join(repo.ctx.releasesDir, 'remote-account', staged.build.version);
    expect(await readFile(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('v2');
    expect(await readRegistry(repo.ctx.releasesDir)).toEqual({ 'remote-account': `/releases/remote-account/${live.version}/mf-manifest.json` });
    expect(existsSync(path.join(repo.ctx.releasesDir, 'canaries.json'))).toBe(false);
    expect(await readAudit(repo.ctx.releasesDir)).toEqual(auditBefore);
    // Publishing the staged build afterwards is only the pointing: the folder is reused.
    expect(await publish(repo.ctx, 'remote-account')).toMatchObject({ version: staged.build.version, stored: false, repointed: true });
  });

  it('refuses, with the publish gate, a build that may not go live, and stores nothing', async () => {
    await repo.build('remote-account', remoteManifest({ exposes: [] }));

    await expect(stage(repo.ctx, 'remote-account')).rejects.toThrow(/^Refusing to stage remote-account:\n {2}- remote-account does not expose \.\/App/);
    expect(existsSync(path.join(repo.ctx.releasesDir, 'remote-account'))).toBe(false);
  });
});

describe('sync (npm start)', () => {
  it('publishes builds never released and keeps a rolled-back remote rolled back', async () => {
    for (const remote of ['remote-catalog', 'remote-booking', 'remote-account', 'remote-partner']) {
      await repo.build(remote, remoteManifest(), `${remote} v1`);
    }
    const first = await sync(repo.ctx, 'remote-account');
    expect(first.outcome).toBe('published');
    await repo.build('remote-account', remoteManifest(), 'remote-account v2');
    const second = await sync(repo.ctx, 'remote-account');
    expect(second.outcome).toBe('published');
    await rollback(repo.ctx, 'remote-account');

    const afterRollback = await sync(repo.ctx, 'remote-account');

    expect(afterRollback).toEqual({ outcome: 'kept', remote: 'remote-account', version: second.version, live: first.version });
    expect(await sync(repo.ctx, 'remote-catalog')).toMatchObject({ outcome: 'published' });
    expect(await sync(repo.ctx, 'remote-catalog')).toMatchObject({ outcome: 'unchanged' });
  });
});
