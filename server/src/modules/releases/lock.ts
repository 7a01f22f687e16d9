// One writer at a time for the release state (remotes.json, canaries.json, audit.log): two
// publishes of different remotes at the same moment would otherwise each read the registry,
// change their line and write it back, and the second rename would drop the first line.
// proper-lockfile makes the lock a directory (mkdir is atomic), refreshes it while held, and
// takes over a lock left behind by a process that died.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export async function withReleaseLock<T>(releasesDir: string, work: () => Promise<T>): Promise<T> {
  await mkdir(releasesDir, { recursive: true });
  const release = await lockfile.lock(releasesDir, {
    lockfilePath: path.join(releasesDir, '.release.lock'),
    // Up to ~30 s of waiting: a publish holds the lock for milliseconds (the copy happens before).
    retries: { retries: 150, factor: 1.2, minTimeout: 10, maxTimeout: 250, randomize: true },
    stale: 10_000,
  });
  try {
    return await work();
  } finally {
    await release();
  }
}
