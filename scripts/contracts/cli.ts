// npm run contracts -- <command>: the contract records of live remotes (issue 42, decision 0068).
//   pin [remote ...]  write contracts/live/<remote>.json from the release store (RELEASES_DIR,
//                     default <repo>/releases): the records of each remote's live and canary
//                     versions, for the consumer-driven tests of a clone. `npm run release` does it
//                     for the remote it releases; run it after a rollback.
//   check             what the live remotes (pinned and in the release store) use that this
//                     checkout's host contract or endpoint catalogue lacks; exits with 1 if anything
import path from 'node:path';
import { catalogueServer } from '../../server/src/modules/releases/contracts/providers.ts';
import { workspaceRemotes } from '../../server/src/modules/releases/registry.ts';
import { hostProvides } from './analyse.ts';
import { liveProblems, liveRecords, pinLiveRecords } from './liveRecords.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(repoRoot, 'releases'));

async function main([command, ...names]: string[]): Promise<void> {
  if (command === 'pin') {
    for (const remote of names.length > 0 ? names : await workspaceRemotes(repoRoot)) {
      const file = await pinLiveRecords(repoRoot, releasesDir, remote);
      console.log(file ? `${remote}: pinned in ${file}` : `${remote}: no live version with a contract record in ${releasesDir}`);
    }
    return;
  }
  if (command === 'check') {
    const records = await liveRecords(repoRoot, releasesDir);
    const problems = liveProblems(records, { shell: { value: hostProvides(repoRoot), source: 'the host contract in this checkout' }, server: catalogueServer() });
    console.log(`${records.length} live remote versions checked against this checkout's host contract and endpoint catalogue.`);
    for (const problem of problems) console.log(`  - ${problem}`);
    process.exitCode = problems.length > 0 ? 1 : 0;
    return;
  }
  console.error('Usage: npm run contracts -- pin [remote ...] | check');
  process.exitCode = command && command !== 'help' ? 1 : 0;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
