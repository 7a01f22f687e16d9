import { removeServicePhotos, removeServiceVideo, storeServicePhoto } from './photos';
import type { PendingVideo } from './pendingVideo';
import type { MediaStore } from './store';

/** What a record keeps of its media: the photos' stems and the video's stored name. */
export interface StoredMedia {
  photos: string[];
  video: string | null;
}

/**
 * Stores a form's checked photos (re-encoded into every size) in `store` and keeps its video; on
 * any failure nothing of this submission is left, the waiting video included.
 */
export async function storeFormMedia(store: MediaStore, submitted: { photos: string[]; video: PendingVideo | null }): Promise<StoredMedia> {
  const photos: string[] = [];
  try {
    for (const photo of submitted.photos) photos.push(await storeServicePhoto(store, photo));
    const video = submitted.video ? await submitted.video.commit() : null;
    return { photos, video };
  } catch (error) {
    await removeServicePhotos(store, photos);
    await submitted.video?.discard();
    throw error;
  }
}

/** Removes stored media again (the record that would have shown it was not written). */
export async function removeStoredMedia(store: MediaStore, media: StoredMedia): Promise<void> {
  await removeServicePhotos(store, media.photos);
  await removeServiceVideo(store, media.video);
}
