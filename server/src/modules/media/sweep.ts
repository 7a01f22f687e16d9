import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import { sendJob, type JobQueue } from '../jobs/queue';
import { sweepStaleSpool } from './photoSpool';
import type { MediaStores } from './mediaJobs';

/**
 * Sweeps the files an upload leaves when it dies halfway (docs/decisions/0049, "Orphaned files"):
 * raw files moved to `uploads/.queued/` whose record never committed (the process died between
 * the move and the commit, or a clean-up was skipped), videos half received or half copied under
 * `<videos>/.partial/`, and photos spooled under `uploads/.incoming/`. Only files older than
 * `olderThanMs` (MEDIA_SWEEP_AGE_MINUTES, at least 15: longer than any request may run, so no
 * upload still in flight has a file that old), and never a queued file a pending `media_files`
 * row names: that one waits for its job, however long its retries take.
 */

/** How often each worker instance sends a sweep; pg-boss keeps one per period (singletonKey). */
const SWEEP_EVERY_SECONDS = 15 * 60;

/** Files directly under `dir` (no folders) last written before `before`; none when `dir` does not exist. */
async function filesWrittenBefore(dir: string, before: number): Promise<string[]> {
  const names = await readdir(dir).catch(() => []);
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs < before) old.push(name);
  }
  return old;
}

/** Deletes old queued files no pending row names; answers the names deleted. */
export async function sweepQueuedMedia(db: Database, queuedDir: string, olderThanMs: number, now = Date.now()): Promise<string[]> {
  const old = await filesWrittenBefore(queuedDir, now - olderThanMs);
  if (old.length === 0) return [];
  const waiting = await db
    .select({ name: mediaFiles.name })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.name, old), eq(mediaFiles.status, 'pending')));
  const kept = new Set(waiting.map((row) => row.name));
  const orphans = old.filter((name) => !kept.has(name));
  await Promise.all(orphans.map((name) => rm(path.join(queuedDir, name), { force: true })));
  return orphans;
}

/** One sweep of every folder an unfinished upload can leave files in. */
export async function sweepMediaLeftovers(deps: { db: Database } & MediaStores, olderThanMs: number, now = Date.now()): Promise<string[]> {
  const queued = await sweepQueuedMedia(deps.db, deps.media.queuedDir, olderThanMs, now);
  await deps.media.sweepStalePartials(now, olderThanMs);
  await deps.pdMedia.sweepStalePartials(now, olderThanMs);
  await sweepStaleSpool(path.join(deps.media.root, '.incoming'), now, olderThanMs);
  return queued;
}

/** Sends the sweeps of this worker instance (workMediaSweep). */
export interface SweepTimer {
  /** Sends one sweep now and one every 15 minutes after. */
  start(): Promise<void>;
  stop(): void;
}

/**
 * The sweep worker, and its sends: one when the instance starts, then one every 15 minutes,
 * kept to one per period across instances by pg-boss's singleton key.
 */
export function workMediaSweep(queue: JobQueue, deps: { db: Database; sweepAgeMs: number } & MediaStores, log: { warn(details: object, message: string): void }): SweepTimer {
  queue.work('media-sweep', async () => {
    await sweepMediaLeftovers(deps, deps.sweepAgeMs);
  });
  const send = () => sendJob(deps.db, 'media-sweep', {}, { singletonKey: 'media-sweep', singletonSeconds: SWEEP_EVERY_SECONDS });
  let timer: NodeJS.Timeout | undefined;
  return {
    async start() {
      await send();
      timer = setInterval(() => send().catch((error: unknown) => log.warn({ err: error }, 'media sweep not sent')), SWEEP_EVERY_SECONDS * 1000);
      // The sweep is housekeeping: it never keeps the process alive.
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
