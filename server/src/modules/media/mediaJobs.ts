import { copyFile, mkdir, rename } from 'node:fs/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaFiles } from '../../db/schema';
import { sendJob, type JobHandler, type JobQueue } from '../jobs/queue';
import { UnreadableImageError } from './cleanImage';
import { storeServicePhoto } from './photos';
import type { StoredMedia } from './storeForm';
import { VIDEO_FILE, type MediaStore } from './store';
import { stripVideoMetadata } from './videoMetadata';

/**
 * Photo and video processing on the job queue (issue 37, docs/decisions/0049): an upload's
 * request checks its files, moves them to the private queued folder (./storeForm), writes its
 * record with one `media_files` row per medium, pending, and sends one `media` job in that same
 * transaction; the worker re-encodes the photos and cleans the video into the served folders,
 * marks the rows ready and deletes the queued files. Every step may be done twice (a retry, or a
 * worker that died and whose job expired): files are written under their final names by rename,
 * and a row already ready or gone only has its queued file removed.
 */

/** One upload's media, named as its record names them. */
export interface MediaJob {
  store: MediaStore['folders']['id'];
  names: string[];
}

/** What writes a record and its media rows: the database or a transaction of it (a job is sent with `execute`). */
type Writer = Pick<Database, 'insert' | 'delete' | 'execute'>;

/** The stores a worker writes into, by the id a job names. */
export interface MediaStores {
  media: MediaStore;
  pdMedia: MediaStore;
}

/** Records the upload's media as pending and queues their processing, in the transaction writing the record that shows them. */
export async function queueMedia(tx: Writer, store: MediaStore, media: StoredMedia): Promise<void> {
  const rows = [
    ...media.photos.map((name) => ({ name, store: store.folders.id, kind: 'photo' as const })),
    ...(media.video ? [{ name: media.video, store: store.folders.id, kind: 'video' as const }] : []),
  ];
  if (rows.length === 0) return;
  await tx.insert(mediaFiles).values(rows);
  await sendJob(tx, 'media', { store: store.folders.id, names: rows.map((row) => row.name) } satisfies MediaJob);
}

/** Forgets media a record no longer names (replaced, or the record deleted): in its transaction, before its files are removed. */
export async function forgetMedia(tx: Writer, names: readonly (string | null)[]): Promise<void> {
  const named = names.filter((name): name is string => name !== null);
  if (named.length > 0) await tx.delete(mediaFiles).where(inArray(mediaFiles.name, named));
}

/** Whether the medium waits for its job (a served file's request waits for it: ./routes). */
export async function mediumPending(db: Database, name: string): Promise<boolean> {
  const [row] = await db.select({ id: mediaFiles.id }).from(mediaFiles).where(and(eq(mediaFiles.name, name), eq(mediaFiles.status, 'pending')));
  return row !== undefined;
}

function isMediaJob(data: object): data is MediaJob {
  const job = data as Partial<MediaJob>;
  return (job.store === 'service' || job.store === 'pd') && Array.isArray(job.names) && job.names.every((name) => typeof name === 'string');
}

/** Marks a pending row done; false when it is not pending any more (forgotten meanwhile, or done by another run). */
async function settle(db: Database, name: string, status: 'ready' | 'failed'): Promise<boolean> {
  const updated = await db
    .update(mediaFiles)
    .set({ status, processedAt: sql`now()` })
    .where(and(eq(mediaFiles.name, name), eq(mediaFiles.status, 'pending')))
    .returning({ id: mediaFiles.id });
  return updated.length > 0;
}

/** The cleaned video, copied next to its place and renamed into it: the queued file stays until the row is ready. */
async function storeVideo(store: MediaStore, name: string): Promise<void> {
  const queued = store.queuedPath(name);
  // In place and idempotent: a metadata box already turned into padding is padding.
  await stripVideoMetadata(queued, name.endsWith('.webm') ? 'webm' : 'mp4');
  await mkdir(store.partialDir, { recursive: true, mode: 0o700 });
  const partial = store.partialPath(name);
  await copyFile(queued, partial);
  await mkdir(store.videosDir, { recursive: true });
  await rename(partial, store.videoPath(name));
}

/** Makes the served files of one queued medium: a photo in every size, or the cleaned video. */
export async function processQueuedFile(store: MediaStore, name: string): Promise<void> {
  if (VIDEO_FILE.test(name)) await storeVideo(store, name);
  else await storeServicePhoto(store, store.queuedPath(name), name);
}

async function removeOutputs(store: MediaStore, name: string): Promise<void> {
  if (VIDEO_FILE.test(name)) await store.removeVideo(name);
  else await store.removePhotos([name]);
}

/**
 * Processes one medium. A file that cannot be decoded (it passed the request's checks, but its
 * pixels do not decode), or any failure on the job's last attempt, fails the row for good: it is
 * never shown, and its files go. Any other failure throws, and the queue retries the job.
 */
async function processMedium(db: Database, store: MediaStore, name: string, finalAttempt: boolean): Promise<void> {
  const [row] = await db.select({ status: mediaFiles.status }).from(mediaFiles).where(eq(mediaFiles.name, name));
  if (row?.status !== 'pending') {
    // Done by an earlier run, or forgotten by its record: only the queued file may be left.
    await store.removeQueued([name]);
    return;
  }
  try {
    await processQueuedFile(store, name);
  } catch (error) {
    if (!(error instanceof UnreadableImageError) && !finalAttempt) throw error;
    await settle(db, name, 'failed');
    await removeOutputs(store, name);
    await store.removeQueued([name]);
    return;
  }
  // Forgotten while it was processed: what was just written belongs to no record.
  if (!(await settle(db, name, 'ready'))) await removeOutputs(store, name);
  await store.removeQueued([name]);
}

/** The worker's side of a `media` job. */
export function mediaJobHandler(deps: { db: Database } & MediaStores): JobHandler {
  return async (data, job) => {
    if (!isMediaJob(data)) throw new Error('not a media job');
    const store = data.store === 'pd' ? deps.pdMedia : deps.media;
    for (const name of data.names) await processMedium(deps.db, store, name, job.finalAttempt);
  };
}

/** The media worker of this instance's queue. */
export function workMedia(queue: JobQueue, deps: { db: Database } & MediaStores): void {
  queue.work('media', mediaJobHandler(deps));
}
