import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES } from '@servenear/shared/partner-schemas';
import { beforeAnswer, type FilePart } from '../../http/multipartBody';
import { randomFileStem } from '../../lib/secrets';
import { writeGatedFile } from './fileGate';
import { detectFileType, isImageType } from './fileType';

/** Enough of a file's first bytes for detectFileType. */
const PHOTO_SNIFF_BYTES = 12;
/** Spooled photos older than this belong to a process that died mid-request: swept on the next upload. */
const STALE_SPOOL_MS = 60 * 60 * 1000;

/** What became of one photo part. */
export type SpooledPhoto = { kind: 'photo'; path: string } | { kind: 'empty' } | { kind: 'refused' };

/**
 * A request's photos, written to disk as they arrive (<uploads>/.incoming/, never served) so that
 * a form of six 10 MB photos costs the server a file each, not 60 MB of memory; sharp reads them
 * from there. They are removed before the request's answer goes out, or when its client goes
 * (beforeAnswer), whatever the route made of them.
 */
export class PhotoSpool {
  private readonly files: string[] = [];

  private constructor(private readonly dir: string) {}

  static async forRequest(request: FastifyRequest, uploadsRoot: string): Promise<PhotoSpool> {
    const dir = path.join(uploadsRoot, '.incoming');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await sweepStaleSpool(dir);
    const spool = new PhotoSpool(dir);
    beforeAnswer(request, () => spool.removeAll());
    return spool;
  }

  /** Writes one photo part; refused past MAX_PHOTO_BYTES or when its first bytes are not JPEG, PNG or WebP. */
  async receive(file: FilePart): Promise<SpooledPhoto> {
    const target = path.join(this.dir, `${randomFileStem()}.photo`);
    this.files.push(target);
    const received = await writeGatedFile(file, target, {
      maxBytes: MAX_PHOTO_BYTES,
      sniffBytes: PHOTO_SNIFF_BYTES,
      detect: (head) => (isImageType(detectFileType(head)?.mime) ? true : undefined),
    });
    if (received.refused || !received.type) {
      await rm(target, { force: true });
      // An empty file input still sends a part: no photo.
      return received.bytes === 0 ? { kind: 'empty' } : { kind: 'refused' };
    }
    return { kind: 'photo', path: target };
  }

  private async removeAll(): Promise<void> {
    await Promise.all(this.files.map((file) => rm(file, { force: true })));
  }
}

/** Removes spooled photos of requests that died (older than `olderThanMs`): on each upload, and by ./sweep. */
export async function sweepStaleSpool(dir: string, now = Date.now(), olderThanMs = STALE_SPOOL_MS): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (info && now - info.mtimeMs > olderThanMs) await rm(file, { force: true });
    }),
  );
}
