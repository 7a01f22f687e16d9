import { mkdir, rename } from 'node:fs/promises';
import { randomFileStem } from '../../lib/secrets';
import type { PendingVideo } from './pendingVideo';
import type { MediaStore } from './store';

/** What a record keeps of its media: the photos' stems and the video's stored name. */
export interface StoredMedia {
  photos: string[];
  video: string | null;
}

/**
 * Accepts a form's checked photos and video (issue 37: processed on the job queue, so the upload
 * answers quickly): each raw file moves to the private queued folder under the name it will be
 * served by, which the caller writes into its record and passes to queueMedia in the same
 * transaction. On any failure nothing of this submission is left, the waiting video included.
 */
export async function acceptFormMedia(store: MediaStore, submitted: { photos: string[]; video: PendingVideo | null }): Promise<StoredMedia> {
  const photos: string[] = [];
  try {
    await mkdir(store.queuedDir, { recursive: true, mode: 0o700 });
    for (const photo of submitted.photos) {
      const stem = randomFileStem();
      // The spooled file becomes the queued one: the request's spool then has nothing left to remove.
      await rename(photo, store.queuedPath(stem));
      photos.push(stem);
    }
    const video = submitted.video ? await submitted.video.commit() : null;
    return { photos, video };
  } catch (error) {
    await store.removeQueued(photos);
    await submitted.video?.discard();
    throw error;
  }
}

/**
 * Removes media again, wherever they are: queued (the record that would have shown them was not
 * written) or served (a record replaced or deleted them). A job still to come finds no row and
 * only tidies up (./mediaJobs).
 */
export async function removeStoredMedia(store: MediaStore, media: StoredMedia): Promise<void> {
  await store.removePhotos(media.photos);
  await store.removeVideo(media.video);
  await store.removeQueued([...media.photos, media.video]);
}
