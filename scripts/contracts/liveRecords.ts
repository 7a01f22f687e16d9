// The contract records of the remote versions that are live (issue 42, decision 0068): the
// consumers whose needs the shell, shared and the server must keep meeting.
//
// Two places hold them. The release store (RELEASES_DIR) holds each live version's own
// contracts.json: what a machine running the site serves. contracts/live/<remote>.json, in the
// repository, pins the records of the versions live when the remote was last released (`npm run
// release` writes it; commit it with the change): a fresh clone, and CI, check against those.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { recordProblems, type Provider } from '../../server/src/modules/releases/contracts/check.ts';
import type { ApiSends } from '../../server/src/modules/releases/contracts/apiShapes.ts';
import { readContractRecord, type ContractRecord, type HostSurface } from '../../server/src/modules/releases/contracts/record.ts';
import { liveVersion, readCanaries, readRegistry } from '../../server/src/modules/releases/registry.ts';

export const PINNED_DIR = path.join('contracts', 'live');

export interface LiveRecord {
  remote: string;
  version: string;
  /** Who gets it: 'everyone', or '10% of browsers, a canary'. */
  live: string;
  record: ContractRecord;
}

interface PinFile {
  remote: string;
  versions: Omit<LiveRecord, 'remote'>[];
}

/** The records of every live and canary version in a release store; versions without one (built before records) are left out. */
export async function releasedRecords(releasesDir: string, only?: string): Promise<LiveRecord[]> {
  const [registry, canaries] = await Promise.all([readRegistry(releasesDir), readCanaries(releasesDir)]);
  const live: { remote: string; version: string; live: string }[] = [];
  for (const remote of Object.keys(registry).sort()) {
    const version = liveVersion(registry, remote);
    if (version) live.push({ remote, version, live: 'everyone' });
    const canary = canaries[remote];
    if (canary) live.push({ remote, version: canary.version, live: `${canary.percent}% of browsers, a canary` });
  }
  const records: LiveRecord[] = [];
  for (const entry of live.filter((candidate) => !only || candidate.remote === only)) {
    const record = await readContractRecord(path.join(releasesDir, entry.remote, entry.version));
    if (record) records.push({ ...entry, record });
  }
  return records;
}

/** The records pinned in the repository (contracts/live/). */
export async function pinnedRecords(repoRoot: string): Promise<LiveRecord[]> {
  const dir = path.join(repoRoot, PINNED_DIR);
  if (!existsSync(dir)) return [];
  const records: LiveRecord[] = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json')).sort()) {
    const pin = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as PinFile;
    records.push(...pin.versions.map((version) => ({ remote: pin.remote, ...version })));
  }
  return records;
}

/** Writes contracts/live/<remote>.json from the release store: the records of the remote's live and canary versions. */
export async function pinLiveRecords(repoRoot: string, releasesDir: string, remote: string): Promise<string | null> {
  const records = await releasedRecords(releasesDir, remote);
  if (records.length === 0) return null;
  const pin: PinFile = { remote, versions: records.map(({ version, live, record }) => ({ version, live, record })) };
  const file = path.join(repoRoot, PINNED_DIR, `${remote}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(pin, null, 2)}\n`);
  return path.relative(repoRoot, file);
}

/** Both places' records, each version once. */
export async function liveRecords(repoRoot: string, releasesDir: string): Promise<LiveRecord[]> {
  const seen = new Set<string>();
  return [...(await pinnedRecords(repoRoot)), ...(await releasedRecords(releasesDir))].filter((entry) => {
    const key = `${entry.remote}@${entry.version}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** What each live record needs that these providers lack, each naming the remote, its version and how it is live. */
export function liveProblems(records: readonly LiveRecord[], providers: { shell: Provider<HostSurface>; server: Provider<ApiSends> }): string[] {
  return records.flatMap((entry) => recordProblems(`${entry.remote} ${entry.version} (live for ${entry.live})`, entry.record, providers));
}
