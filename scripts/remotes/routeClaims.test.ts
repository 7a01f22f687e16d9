/**
 * The publish gate for a remote that owns routes through its release (decision 0058): it goes live
 * only beside a shell that routes releases' claims with the access rules they use, and only for
 * paths that neither the route table nor another live remote owns.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readRegistry } from '../../server/src/modules/releases/registry';
import { readRouteClaims } from '../../server/src/modules/releases/releasedRoutes';
import { publish } from './publish';
import { fixtureRepo, hostSingleton, reactSingleton, remoteManifest, type FixtureRepo } from './testing';

let repo: FixtureRepo;

const opsClaims = [
  { path: '/ops/sign-in', access: 'public', title: 'Ops sign-in' },
  { path: '/ops/*', access: 'ops', title: 'Ops console', signIn: '/ops/sign-in' },
];

async function shellRoutes(accessKinds: string[]) {
  await writeFile(path.join(repo.ctx.repoRoot, 'shell', 'dist', 'shell-routing.json'), JSON.stringify({ releasedRoutes: true, accessKinds }));
}

async function buildWithClaims(remote: string, routes: unknown[]) {
  await repo.build(remote, remoteManifest({ name: remote.replace('-', '_') }));
  await writeFile(path.join(repo.ctx.repoRoot, remote, 'dist', 'routes.json'), JSON.stringify({ routes }));
}

beforeEach(async () => {
  repo = await fixtureRepo();
  await repo.shellManifest([reactSingleton, hostSingleton]);
  await mkdir(path.join(repo.ctx.repoRoot, 'shell', 'dist'), { recursive: true });
});
afterEach(() => repo.cleanup());

describe('publishing a remote that claims routes', () => {
  it('goes live beside a shell that routes claims, its claims kept in its release folder', async () => {
    await shellRoutes(['public', 'verified', 'user', 'employee', 'otp', 'ops']);
    await buildWithClaims('remote-ops', opsClaims);

    const result = await publish(repo.ctx, 'remote-ops');

    expect(await readRegistry(repo.ctx.releasesDir)).toEqual({ 'remote-ops': `/releases/remote-ops/${result.version}/mf-manifest.json` });
    expect(await readRouteClaims(path.join(repo.ctx.releasesDir, 'remote-ops', result.version))).toEqual(opsClaims);
  });

  it('is refused beside a shell built before releases could claim routes: release the shell first', async () => {
    await buildWithClaims('remote-ops', opsClaims);

    await expect(publish(repo.ctx, 'remote-ops')).rejects.toThrow(/remote-ops claims routes \(\/ops\/sign-in, \/ops\/\*\), but the live shell .* cannot route a release's claims: release the shell first/);
    expect(await readRegistry(repo.ctx.releasesDir)).toEqual({});
  });

  it('is refused when the live shell does not enforce an access rule it uses', async () => {
    await shellRoutes(['public', 'verified', 'user', 'employee', 'otp']);
    await buildWithClaims('remote-ops', opsClaims);

    await expect(publish(repo.ctx, 'remote-ops')).rejects.toThrow("remote-ops claims /ops/* with access 'ops', which the live shell does not enforce");
  });

  it('is refused for a path of the route table, or one another live remote claims, naming the owner', async () => {
    await shellRoutes(['public', 'verified', 'user', 'employee', 'otp', 'ops']);
    await buildWithClaims('remote-ops', opsClaims);
    await publish(repo.ctx, 'remote-ops');
    await buildWithClaims('remote-audit', [{ path: '/ops/*', access: 'ops', title: 'Audit' }, { path: '/login', access: 'public', title: 'Login' }]);

    const attempt = publish(repo.ctx, 'remote-audit');

    await expect(attempt).rejects.toThrow('remote-audit claims /ops/*, which the live remote-ops claims already.');
    await expect(publish(repo.ctx, 'remote-audit')).rejects.toThrow('remote-audit claims /login, which the route table gives to remote-account.');
  });
});
