import { PHOTO_WIDTHS } from '@servenear/shared/partner-schemas';
import { SERVICE_MEDIA, type MediaFolders, type PhotoFormat } from './store';

/** Where a stored file is served (./routes, ./profilePhotoRoutes); also what a signed link signs. */
export const filePath = (folder: string, name: string) => `/api/files/${folder}/${name}`;

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

/**
 * `sign` turns a path into the URL handed out: as it is for public media, a signed link
 * (./links) for private media.
 */
export function mediaUrls(folders: MediaFolders, sign: (path: string) => string = (path) => path): MediaUrls {
  const photoFile = (stem: string, width: number, format: PhotoFormat) => sign(filePath(folders.photos, `${stem}-${width}.${format}`));
  return {
    photoUrl: (stem) => photoFile(stem, 640, 'jpg'),
    photoSources(stem) {
      const srcset = (format: PhotoFormat) => PHOTO_WIDTHS.map((width) => `${photoFile(stem, width, format)} ${width}w`).join(', ');
      return { webp: srcset('webp'), jpeg: srcset('jpg') };
    },
    videoUrl: (name) => sign(filePath(folders.videos, name)),
  };
}

/** Partners' service media, as the services' cards name them. */
export const { photoUrl, photoSources, videoUrl } = mediaUrls(SERVICE_MEDIA);
