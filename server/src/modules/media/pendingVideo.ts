import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_VIDEO_BYTES } from '@servenear/shared/partner-schemas';
import { randomFileStem } from '../../lib/secrets';
import type { MediaStore } from './store';
import { stripVideoMetadata } from './videoMetadata';
import { detectVideoType, VIDEO_SNIFF_BYTES, type VideoExtension } from './videoType';

/** A received video waiting under .partial until the service that shows it is saved. */
export interface PendingVideo {
  /** Moves the file into the served folder; answers its stored name (<32 hex>.mp4 or .webm). */
  commit(): Promise<string>;
  /** Deletes the partial file. Safe to call twice, or after commit (then it does nothing). */
  discard(): Promise<void>;
}

/** What became of one `video` part. */
export type ReceivedVideo = { kind: 'video'; video: PendingVideo } | { kind: 'empty' } | { kind: 'refused' };

/**
 * Checks the first bytes and counts the rest while passing them to disk. Once the bytes are
 * refused (not MP4/WebM, or over the limit) it keeps reading but writes nothing more: the
 * stream must be read to its end for busboy to go on to the next part, and an error here
 * would destroy the part's stream under busboy.
 */
class VideoGate extends Transform {
  type: VideoExtension | undefined;
  bytes = 0;
  refused = false;
  private head: Buffer[] = [];
  private headLength = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.refused) return done();
    if (this.bytes > MAX_VIDEO_BYTES) return this.refuse(done);
    if (this.type) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < VIDEO_SNIFF_BYTES) return done();
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = detectVideoType(head);
    if (!this.type) return this.refuse(done);
    done(null, head);
  }

  private refuse(done: TransformCallback): void {
    this.refused = true;
    this.head = [];
    done();
  }
}

/**
 * Streams one `video` part to service-videos/.partial/<stem>.<ext>, never holding it in memory.
 * The extension is only known after the first bytes, so the file is written under a neutral
 * name and renamed once the type is known. Whatever the outcome but success, nothing is left.
 */
export async function receiveVideo(store: MediaStore, file: Readable & { truncated?: boolean }): Promise<ReceivedVideo> {
  const stem = randomFileStem();
  await mkdir(store.partialDir, { recursive: true, mode: 0o700 });
  // The neutral name ends in .part, which VIDEO_FILE never matches.
  const writing = path.join(store.partialDir, `${stem}.part`);
  const gate = new VideoGate();
  try {
    await pipeline(file, gate, createWriteStream(writing, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(writing, { force: true });
    throw error;
  }
  // truncated: busboy stopped at its fileSize limit (the route's is MAX_VIDEO_BYTES + 1).
  // Bytes but no type: a few bytes in all, too short to be a video of either kind.
  if (gate.refused || file.truncated || (gate.bytes > 0 && !gate.type)) {
    await rm(writing, { force: true });
    return { kind: 'refused' };
  }
  if (!gate.type) {
    // An empty file input still sends a part: no video.
    await rm(writing, { force: true });
    return { kind: 'empty' };
  }
  const name = `${stem}.${gate.type}`;
  const partial = store.partialPath(name);
  try {
    await rename(writing, partial);
  } catch (error) {
    await rm(writing, { force: true });
    throw error;
  }
  return { kind: 'video', video: pendingVideo(store, name, partial, gate.type) };
}

function pendingVideo(store: MediaStore, name: string, partial: string, type: VideoExtension): PendingVideo {
  let committed = false;
  return {
    async commit() {
      if (!committed) {
        // Cleaned before it reaches the served folder, so no request ever gets the GPS atom.
        await stripVideoMetadata(partial, type);
        await mkdir(store.videosDir, { recursive: true });
        await rename(partial, store.videoPath(name));
        committed = true;
      }
      return name;
    },
    async discard() {
      if (!committed) await rm(partial, { force: true });
    },
  };
}
