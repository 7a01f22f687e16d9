import { PHOTO_WIDTHS } from '@servenear/shared/partner-schemas';
import type { PhotoFormat } from './store';

const PHOTOS = '/api/files/service-photos';
const VIDEOS = '/api/files/service-videos';

const photoFile = (stem: string, width: number, format: PhotoFormat) => `${PHOTOS}/${stem}-${width}.${format}`;

/** The photo a card shows when it cannot choose: the 640-wide JPEG, which every browser reads. */
export function photoUrl(stem: string): string {
  return photoFile(stem, 640, 'jpg');
}

/**
 * `srcset` values for <picture>: every width is always listed. A photo smaller than a width is
 * stored at its own size under that name (never enlarged), so every URL exists.
 */
export function photoSources(stem: string): { webp: string; jpeg: string } {
  const srcset = (format: PhotoFormat) => PHOTO_WIDTHS.map((width) => `${photoFile(stem, width, format)} ${width}w`).join(', ');
  return { webp: srcset('webp'), jpeg: srcset('jpg') };
}

export function videoUrl(name: string): string {
  return `${VIDEOS}/${name}`;
}
