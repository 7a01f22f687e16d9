// Issue 42: the publish gate reads the build's contract record (contracts.json) and refuses a
// build that uses what the live shell's host contract or the server does not provide.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContractRecord, HostSurface } from '../../server/src/modules/releases/contracts/record';
import { publish, publishCanary } from './publish';
import { fixtureRepo, hostSingleton, reactSingleton, remoteManifest, type FixtureRepo } from './testing';

let repo: FixtureRepo;

const shellSurface: HostSurface = {
  version: '1.0.0',
  exports: { '@servenear/shared/host': ['queryKeys', 'useHost'] },
  members: ['HostContract.notify', 'HostContract.session', 'Session.name'],
};

/** A record for remote-account that uses these members and reads GET session's reply as it is today. */
const accountRecord = (members: string[], reads: Record<string, string> = { status: 'integer', data: 'null|object' }): ContractRecord => ({
  app: 'remote-account',
  host: { version: '1.0.0', exports: { '@servenear/shared/host': ['useHost'] }, members },
  api: { 'GET session': { version: 'fixture', reads } },
});

const writeJson = (file: string, value: unknown) => writeFile(file, JSON.stringify(value));

beforeEach(async () => {
  repo = await fixtureRepo();
  await repo.shellManifest([reactSingleton, hostSingleton]);
  await writeJson(path.join(repo.ctx.repoRoot, 'shell', 'dist', 'contracts.json'), { app: 'shell', provides: shellSurface, api: {} });
  await repo.build('remote-account', remoteManifest());
});
afterEach(() => repo.cleanup());

const record = (value: ContractRecord) => writeJson(path.join(repo.ctx.repoRoot, 'remote-account', 'dist', 'contracts.json'), value);

describe('the contract check at publish', () => {
  it('publishes a build whose record the live shell and the server satisfy', async () => {
    await record(accountRecord(['HostContract.notify', 'Session.name']));

    const result = await publish(repo.ctx, 'remote-account');

    expect(existsSync(path.join(repo.ctx.releasesDir, 'remote-account', result.version, 'contracts.json'))).toBe(true);
  });

  it('refuses a build that uses a host contract member the live shell lacks, naming it', async () => {
    await record(accountRecord(['HostContract.notify', 'HostContract.live']));

    await expect(publishCanary(repo.ctx, 'remote-account', { canaryPercent: 10 })).rejects.toThrow(
      "Refusing to publish remote-account:\n  - remote-account uses the host contract's HostContract.live, which the shell's host contract 1.0.0 does not have (per shell/dist/contracts.json).",
    );
    expect(existsSync(path.join(repo.ctx.releasesDir, 'remote-account'))).toBe(false);
  });

  it('refuses a build that imports what the live host contract module does not export', async () => {
    await record({ ...accountRecord([]), host: { version: '1.0.0', exports: { '@servenear/shared/host': ['useHost', 'usePresence'] }, members: [] } });

    await expect(publish(repo.ctx, 'remote-account')).rejects.toThrow(
      "remote-account imports usePresence from @servenear/shared/host, which the shell's host contract 1.0.0 does not export (per shell/dist/contracts.json).",
    );
  });

  it("refuses a build that reads a field the server does not send, or calls an endpoint it does not serve, per the server's catalogue", async () => {
    const withNickname = accountRecord([], { status: 'integer', data: 'null|object', 'data.nickname': 'string' });
    await record({ ...withNickname, api: { ...withNickname.api, 'GET user/nicknames': { version: 'x', reads: {} } } });

    await expect(publish(repo.ctx, 'remote-account')).rejects.toThrow(
      [
        'Refusing to publish remote-account:',
        "  - remote-account reads GET session: data.nickname is not sent (it reads string) (per the server's endpoint catalogue).",
        "  - remote-account calls GET user/nicknames, which the server does not serve (per the server's endpoint catalogue).",
      ].join('\n'),
    );
  });

  it('checks against the server it is given (a running server) rather than the catalogue', async () => {
    await record(accountRecord([]));
    const ctx = { ...repo.ctx, server: { value: new Map([['GET session', { status: 'integer' }]]), source: 'http://localhost:3000/api/openapi.json' } };

    await expect(publish(ctx, 'remote-account')).rejects.toThrow(
      'remote-account reads GET session: data is not sent (it reads null|object) (per http://localhost:3000/api/openapi.json).',
    );
  });

  it('publishes a build from before contract records as before', async () => {
    await expect(publish(repo.ctx, 'remote-account')).resolves.toMatchObject({ remote: 'remote-account' });
  });
});
