import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { MAX_VIDEO_BYTES } from '@servenear/shared/partner-schemas';
import type { FastifyRequest } from 'fastify';
import { beforeAnswer, type FilePart } from '../../http/multipartBody';
import { randomFileStem } from '../../lib/secrets';
import { writeGatedFile } from './fileGate';
import type { MediaStore } from './store';
import { detectVideoType, VIDEO_SNIFF_BYTES } from './videoType';

/** A received video waiting under .partial until the record that shows it is saved. */
export interface PendingVideo {
  /**
   * Hands the file to the media job: moves it, as it came, to the private queued folder under
   * the name it will be served by; answers that name (<32 hex>.mp4 or .webm). Its metadata is
   * stripped by the job (./mediaJobs) before it reaches the served folder.
   */
  commit(): Promise<string>;
  /** Deletes the partial file. Safe to call twice, or after commit (then it does nothing). */
  discard(): Promise<void>;
}

/** What became of one `video` part. */
export type ReceivedVideo = { kind: 'video'; video: PendingVideo } | { kind: 'empty' } | { kind: 'refused' };

/**
 * Streams one `video` part to service-videos/.partial/<stem>.<ext>, never holding it in memory.
 * The extension is only known after the first bytes, so the file is written under a neutral
 * name and renamed once the type is known. Whatever the outcome but success, nothing is left.
 */
export async function receiveVideo(request: FastifyRequest, store: MediaStore, file: FilePart): Promise<ReceivedVideo> {
  const stem = randomFileStem();
  await mkdir(store.partialDir, { recursive: true, mode: 0o700 });
  // The neutral name ends in .part, which VIDEO_FILE never matches.
  const writing = path.join(store.partialDir, `${stem}.part`);
  // Removed below on every way out we know of; and, whatever else happens to the request, once
  // its answer goes out or its client goes (a .part was once found left behind after a
  // cut body on a loaded CI machine, and not reproduced since: uploadAbuse.test.ts).
  beforeAnswer(request, () => rm(writing, { force: true }));
  const received = await writeGatedFile(file, writing, { maxBytes: MAX_VIDEO_BYTES, sniffBytes: VIDEO_SNIFF_BYTES, detect: detectVideoType });
  if (received.refused || !received.type) {
    await rm(writing, { force: true });
    // An empty file input still sends a part: no video.
    return received.bytes === 0 ? { kind: 'empty' } : { kind: 'refused' };
  }
  const name = `${stem}.${received.type}`;
  const partial = store.partialPath(name);
  try {
    await rename(writing, partial);
  } catch (error) {
    await rm(writing, { force: true });
    throw error;
  }
  return { kind: 'video', video: pendingVideo(store, name, partial) };
}

function pendingVideo(store: MediaStore, name: string, partial: string): PendingVideo {
  let committed = false;
  return {
    async commit() {
      if (!committed) {
        await mkdir(store.queuedDir, { recursive: true, mode: 0o700 });
        await rename(partial, store.queuedPath(name));
        committed = true;
      }
      return name;
    },
    async discard() {
      if (!committed) await rm(partial, { force: true });
    },
  };
}
