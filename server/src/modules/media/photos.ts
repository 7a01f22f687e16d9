import { mkdir, rename, rm } from 'node:fs/promises';
import sharp from 'sharp';
import { PHOTO_WIDTHS } from '@servenear/shared/partner-schemas';
import { randomFileStem } from '../../lib/secrets';
import { UnreadableImageError } from './cleanImage';
import type { MediaStore } from './store';

/**
 * Larger than any phone's full-resolution photo (108 MP sensors), far below sharp's default
 * 268 MP: a 10 MB PNG can claim a size whose decoding would take gigabytes.
 */
const MAX_INPUT_PIXELS = 120_000_000;
const LARGEST_WIDTH = Math.max(...PHOTO_WIDTHS);
const DECODE_SECONDS = 30;
/** JPEG has no transparency: a transparent PNG is laid on white, as the page behind it is. */
const JPEG_BACKGROUND = '#ffffff';

/**
 * The photo decoded once, turned upright from its EXIF orientation and brought down to the
 * largest stored width (never enlarged). Raw pixels: every size and format is made from them
 * without decoding the upload again, and no metadata of the upload can travel further.
 */
async function uprightPixels(bytes: Buffer | string) {
  // failOn 'error': a phone's JPEG with a slightly damaged tail still decodes; a file that is
  // not an image does not.
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
    .toColourspace('srgb')
    // A photo that keeps libvips busy this long is an attack or broken: refused, not waited for.
    .timeout({ seconds: DECODE_SECONDS })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * Whether a checked photo's header decodes and claims a size sharp will decode: read in the
 * request (a few kilobytes, milliseconds), so a file that only starts like an image is still
 * refused there with the form's message; the pixels are decoded later, by the media job.
 */
export async function photoHeaderReadable(file: string): Promise<boolean> {
  try {
    const { width, height } = await sharp(file, { failOn: 'error' }).metadata();
    return width !== undefined && height !== undefined && width * height <= MAX_INPUT_PIXELS;
  } catch {
    return false;
  }
}

/**
 * Re-encodes a photo into every PHOTO_WIDTHS width as <stem>-<w>.webp and .jpg: upright,
 * without EXIF (GPS included), XMP or other metadata (sharp writes none unless asked), never
 * enlarged (a small photo is stored at its own width under every name). Each file is written
 * beside its name and renamed into place, so a browser never gets half a photo under a name it
 * may cache for ever; done again, it writes the same files (the media job's retries). A file
 * sharp cannot decode throws UnreadableImageError, and nothing of it is left. `source` is the
 * upload as it came, or its path (the queued folder, ./store). Answers the stem.
 */
export async function storeServicePhoto(store: MediaStore, source: Buffer | string, stem = randomFileStem()): Promise<string> {
  let pixels: Awaited<ReturnType<typeof uprightPixels>>;
  try {
    pixels = await uprightPixels(source);
  } catch (error) {
    throw new UnreadableImageError('the photo could not be decoded', { cause: error });
  }
  const { data, info } = pixels;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await mkdir(store.photosDir, { recursive: true });
  try {
    for (const width of PHOTO_WIDTHS) {
      const sized = sharp(data, { raw }).resize({ width, withoutEnlargement: true });
      await writeInPlace(store.photoPath(stem, width, 'webp'), (file) => sized.clone().webp({ quality: 80 }).toFile(file));
      await writeInPlace(store.photoPath(stem, width, 'jpg'), (file) =>
        sized.clone().flatten({ background: JPEG_BACKGROUND }).jpeg({ quality: 80, mozjpeg: true }).toFile(file),
      );
    }
  } catch (error) {
    await store.removePhotos([stem]);
    throw error;
  }
  return stem;
}

/** Writes a file under a name no route serves (`.writing`), then renames it into place. */
async function writeInPlace(target: string, write: (file: string) => Promise<unknown>): Promise<void> {
  const writing = `${target}.writing`;
  try {
    await write(writing);
    await rename(writing, target);
  } finally {
    await rm(writing, { force: true });
  }
}
