import { PHOTO_WIDTHS } from '@servenear/shared/partner-schemas';
import { SERVICE_MEDIA, type MediaFolders, type PhotoFormat } from './store';

/** The URLs of one kind of media, served by ./routes under /api/files/<folder>/<name>. */
export interface MediaUrls {
  /** The photo a card shows when it cannot choose: the 640-wide JPEG, which every browser reads. */
  photoUrl(stem: string): string;
  /**
   * `srcset` values for <picture>: every width is always listed. A photo smaller than a width is
   * stored at its own size under that name (never enlarged), so every URL exists.
   */
  photoSources(stem: string): { webp: string; jpeg: string };
  videoUrl(name: string): string;
}

export function mediaUrls(folders: MediaFolders): MediaUrls {
  const photos = `/api/files/${folders.photos}`;
  const videos = `/api/files/${folders.videos}`;
  const photoFile = (stem: string, width: number, format: PhotoFormat) => `${photos}/${stem}-${width}.${format}`;
  return {
    photoUrl: (stem) => photoFile(stem, 640, 'jpg'),
    photoSources(stem) {
      const srcset = (format: PhotoFormat) => PHOTO_WIDTHS.map((width) => `${photoFile(stem, width, format)} ${width}w`).join(', ');
      return { webp: srcset('webp'), jpeg: srcset('jpg') };
    },
    videoUrl: (name) => `${videos}/${name}`,
  };
}

/** Partners' service media, as the services' cards name them. */
export const { photoUrl, photoSources, videoUrl } = mediaUrls(SERVICE_MEDIA);
