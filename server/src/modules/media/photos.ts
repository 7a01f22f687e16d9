import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { PHOTO_WIDTHS, serviceFormMessages } from '@servenear/shared/partner-schemas';
import { randomFileStem } from '../../lib/secrets';
import { MediaRefusedError } from './errors';
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
 * Re-encodes a checked photo into every PHOTO_WIDTHS width as <stem>-<w>.webp and .jpg:
 * upright, without EXIF (GPS included), XMP or other metadata (sharp writes none unless asked),
 * never enlarged (a small photo is stored at its own width under every name). Answers the stem.
 * A file sharp cannot decode is refused under 'images', and nothing of it is left. `bytes` may
 * be the path of a spooled upload (uploadForm.ts): sharp reads it from disk.
 */
export async function storeServicePhoto(store: MediaStore, bytes: Buffer | string): Promise<string> {
  let pixels: Awaited<ReturnType<typeof uprightPixels>>;
  try {
    pixels = await uprightPixels(bytes);
  } catch {
    throw new MediaRefusedError('images', serviceFormMessages.imageRefused);
  }
  const { data, info } = pixels;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const stem = randomFileStem();
  await mkdir(store.photosDir, { recursive: true });
  try {
    for (const width of PHOTO_WIDTHS) {
      const sized = sharp(data, { raw }).resize({ width, withoutEnlargement: true });
      await sized.clone().webp({ quality: 80 }).toFile(store.photoPath(stem, width, 'webp'));
      await sized.clone().flatten({ background: JPEG_BACKGROUND }).jpeg({ quality: 80, mozjpeg: true }).toFile(store.photoPath(stem, width, 'jpg'));
    }
  } catch (error) {
    await store.removePhotos([stem]);
    throw error;
  }
  return stem;
}

export async function removeServicePhotos(store: MediaStore, stems: readonly string[]): Promise<void> {
  await store.removePhotos(stems);
}

export async function removeServiceVideo(store: MediaStore, name: string | null): Promise<void> {
  await store.removeVideo(name);
}
