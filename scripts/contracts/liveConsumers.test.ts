// Consumer-driven contract tests (issue 42, decision 0068): every remote version that is live now
// — pinned in contracts/live/ and, on a machine running the site, in its release store — must
// still find in this checkout's host contract and server everything its contract record names.
// A change to the shell, shared or the server that breaks one fails here, naming the remote.
import path from 'node:path';
import { catalogueServer } from '../../server/src/modules/releases/contracts/providers';
import type { Provider } from '../../server/src/modules/releases/contracts/check';
import type { HostSurface } from '../../server/src/modules/releases/contracts/record';
import { hostProvides } from './analyse';
import { liveProblems, liveRecords, pinnedRecords } from './liveRecords';

const repoRoot = path.resolve(__dirname, '..', '..');
const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'));

let shell: Provider<HostSurface>;
beforeAll(() => {
  shell = { value: hostProvides(repoRoot), source: 'the host contract in this checkout (shared/src/host, router, query, i18n)' };
});

describe('the live remotes against this checkout', () => {
  it('pins a record for every remote this repository releases', async () => {
    const pinned = new Set((await pinnedRecords(repoRoot)).map((entry) => entry.remote));
    expect([...pinned].sort()).toEqual(['remote-account', 'remote-booking', 'remote-catalog', 'remote-ops', 'remote-partner']);
  });

  it("finds everything each live remote uses in this checkout's host contract and server", async () => {
    const records = await liveRecords(repoRoot, releasesDir);
    expect(records.length).toBeGreaterThan(0);
    // The problems themselves, so a failure names each remote, its version and what it lacks.
    expect(liveProblems(records, { shell, server: catalogueServer() })).toEqual([]);
  });
});

describe('a change that would break a live remote', () => {
  it('fails naming the remote and the field when the server stops sending one it reads', async () => {
    const booking = (await pinnedRecords(repoRoot)).find((entry) => entry.remote === 'remote-booking')!;
    const server = catalogueServer();
    // The bookings list without its booking_id, as a change to its reply schema in shared would send it.
    const sends = new Map(server.value);
    const { 'data[].booking_id': removed, ...rest } = sends.get('GET user/getbookings')!;
    sends.set('GET user/getbookings', rest);

    const problems = liveProblems([booking], { shell, server: { value: sends, source: 'the changed catalogue' } });

    expect(removed).toBe('string');
    expect(problems).toEqual([
      `remote-booking ${booking.version} (live for everyone) reads GET user/getbookings: data[].booking_id is not sent (it reads string) (per the changed catalogue).`,
    ]);
  });

  it('fails naming the remote and the member when the host contract loses one it uses', async () => {
    const booking = (await pinnedRecords(repoRoot)).find((entry) => entry.remote === 'remote-booking')!;
    const withoutNotify: HostSurface = { ...shell.value, members: shell.value.members.filter((member) => member !== 'HostContract.notify') };

    const problems = liveProblems([booking], { shell: { value: withoutNotify, source: 'the changed host contract' }, server: catalogueServer() });

    expect(problems).toEqual([
      `remote-booking ${booking.version} (live for everyone) uses the host contract's HostContract.notify, which the shell's host contract ${shell.value.version} does not have (per the changed host contract).`,
    ]);
  });
});
