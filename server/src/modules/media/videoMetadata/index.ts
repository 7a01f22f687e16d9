import { open } from 'node:fs/promises';
import type { VideoExtension } from '../videoType';
import { FileBytes } from './fileBytes';
import { cleanMp4 } from './mp4';
import { cleanWebm } from './webm';

/**
 * Removes what a video says about where, when and on what it was recorded (an MP4's ©xyz GPS,
 * a WebM's tags), in place, before the file is served: each metadata box or element is
 * overwritten by padding of the same size (`free`, Void), so nothing else in the file moves
 * and it plays as before. Only headers are read; the media is never loaded. Why this and not a
 * re-mux: docs/decisions/0038-uploads-lose-their-metadata.md.
 */
export async function stripVideoMetadata(file: string, type: VideoExtension): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    const bytes = new FileBytes(handle, (await handle.stat()).size);
    await (type === 'mp4' ? cleanMp4(bytes) : cleanWebm(bytes));
  } finally {
    await handle.close();
  }
}
