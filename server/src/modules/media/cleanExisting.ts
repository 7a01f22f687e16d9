import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { withoutImageMetadata } from './cleanImage';
import { withoutPdfMetadata } from './cleanPdf';
import { detectFileType } from './fileType';
import { PD_MEDIA, SERVICE_MEDIA, VIDEO_FILE } from './store';
import { STORED_NAME } from './uploadStore';
import { stripVideoMetadata } from './videoMetadata';

/** Written once every file stored before metadata was removed on upload has been cleaned. */
const MARKER = '.metadata-cleaned-v1';

const namesIn = (folder: string) => readdir(folder).catch(() => [] as string[]);

/** Re-encodes one stored photo (or rewrites a PDF proof) in place: written beside it, then renamed over it, so a reader never sees half a file. */
async function cleanStoredImage(file: string): Promise<void> {
  const bytes = await readFile(file);
  const type = detectFileType(bytes);
  if (!type) return;
  const cleaned = await (type.extension === 'pdf' ? withoutPdfMetadata(bytes) : withoutImageMetadata(bytes, type)).catch(() => undefined);
  if (!cleaned) return;
  const next = `${file}.cleaning`;
  await writeFile(next, cleaned, { mode: 0o600 });
  await rename(next, file).catch(() => rm(next, { force: true }));
}

/**
 * Files uploaded before this release still carry their metadata: profile photos and ID proofs
 * as sent, videos byte for byte. Cleaned once, at start, in place (names and URLs stay,
 * so nothing already uploaded is lost); a marker file says it was done. Service and move photos
 * were always re-encoded. Idempotent, so two instances starting together do no harm.
 */
export async function cleanExistingUploads(uploadsRoot: string, log: { info(message: string): void }): Promise<void> {
  const marker = path.join(uploadsRoot, MARKER);
  if ((await namesIn(uploadsRoot)).includes(MARKER)) return;
  let cleaned = 0;
  for (const kind of ['profile', 'id-proofs']) {
    const folder = path.join(uploadsRoot, kind);
    for (const name of (await namesIn(folder)).filter((candidate) => STORED_NAME.test(candidate))) {
      await cleanStoredImage(path.join(folder, name));
      cleaned += 1;
    }
  }
  for (const folder of [SERVICE_MEDIA.videos, PD_MEDIA.videos].map((videos) => path.join(uploadsRoot, videos))) {
    for (const name of (await namesIn(folder)).filter((candidate) => VIDEO_FILE.test(candidate))) {
      await stripVideoMetadata(path.join(folder, name), name.endsWith('.mp4') ? 'mp4' : 'webm');
      cleaned += 1;
    }
  }
  await mkdir(uploadsRoot, { recursive: true });
  await writeFile(marker, `${new Date().toISOString()}\n`);
  if (cleaned > 0) log.info(`removed the metadata of ${cleaned} files uploaded before it was removed on upload`);
}
