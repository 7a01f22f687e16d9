import sharp from 'sharp';
import type { DetectedType } from './fileType';

/** As for service photos (./photos): above any phone's sensor, far below a decompression bomb. */
const MAX_INPUT_PIXELS = 120_000_000;
const DECODE_SECONDS = 30;

/** An upload sharp could not decode: the caller refuses it under its form field. */
export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
}

/**
 * A profile photo or ID proof image re-encoded in its own format: turned upright from its EXIF
 * orientation, then written without EXIF (GPS included), XMP, IPTC or comments, which sharp
 * never copies unless asked. Same format, so the stored name's extension stays true; the ICC
 * profile is converted to sRGB, so colours stay as they were.
 */
export async function withoutImageMetadata(bytes: Buffer, type: Exclude<DetectedType, { extension: 'pdf' }>): Promise<Buffer> {
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate().toColourspace('srgb').timeout({ seconds: DECODE_SECONDS });
  try {
    switch (type.extension) {
      case 'jpg':
        return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      case 'png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'webp':
        return await image.webp({ quality: 90 }).toBuffer();
    }
  } catch (error) {
    throw new UnreadableImageError('the image could not be decoded', { cause: error });
  }
}
