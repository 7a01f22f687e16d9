import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES, MAX_SERVICE_PHOTOS, MAX_VIDEO_BYTES, serviceFormMessages } from '@servenear/shared/partner-schemas';
import { FORM_OVERHEAD_BYTES, readMultipart, TooManyFilesError, type FilePart } from '../../http/multipartBody';
import { jsonBodyFields } from './multipart';
import { MediaRefusedError, type MediaField } from './errors';
import { receiveVideo, type PendingVideo } from './pendingVideo';
import { photoHeaderReadable } from './photos';
import { PhotoSpool } from './photoSpool';
import type { MediaStore } from './store';

export type { PendingVideo } from './pendingVideo';

/** What one upload form accepts beside its text fields: which parts are photos, how many, and its words for a refusal. */
export interface MediaFormRules {
  /** Whether a file part of this name is a photo (`images[]`, `images[0]`, …). */
  isPhotoField(name: string): boolean;
  maxPhotos: number;
  messages: { imagesTooMany: string; imageRefused: string; videoRefused: string };
}

/** The partner's service forms (partner §5): images[] (or images), at most 3. */
export const SERVICE_FORM_MEDIA: MediaFormRules = {
  isPhotoField: (name) => name === 'images[]' || name === 'images',
  maxPhotos: MAX_SERVICE_PHOTOS,
  messages: serviceFormMessages,
};

/** A form as readMediaForm gives it: its text fields, and its files checked but not yet stored. */
export interface MediaForm {
  fields: Record<string, string>;
  /**
   * Paths of the photos, each checked by its first bytes (JPEG, PNG or WebP), its header and at
   * most MAX_PHOTO_BYTES; not yet re-encoded. Spooled for this request (PhotoSpool): removed
   * before its answer is sent unless the route hands them to the media job (./storeForm).
   */
  photos: string[];
  /** Already on disk under .partial, checked by content (MP4 or WebM) and at most MAX_VIDEO_BYTES. */
  video: PendingVideo | null;
}

/** The partner's service forms' name for it, kept for their callers. */
export type ServiceUploadForm = MediaForm;

const VIDEO_FIELD = 'video';

/**
 * The multipart reader's limits for a form. The whole body: every photo and the video at their
 * largest, and the text fields. A file may be as large as a video: past that the reader cuts it
 * (and the video or photo is refused); photos are held to their own 10 MB by the spool. A few
 * more files than the photos and a video are let through so that one photo too many is answered
 * with the form's own message.
 */
const formLimits = (rules: MediaFormRules) => ({
  maxBytes: rules.maxPhotos * MAX_PHOTO_BYTES + MAX_VIDEO_BYTES + FORM_OVERHEAD_BYTES,
  maxFileBytes: MAX_VIDEO_BYTES + 1,
  maxFiles: rules.maxPhotos + 4,
});

async function drain(file: FilePart): Promise<void> {
  for await (const chunk of file) void chunk;
}

/** The refusals met while reading, one message per field: the first. */
class Refusals {
  private error: MediaRefusedError | undefined;

  add(field: MediaField, message: string): void {
    if (this.error) this.error.also(field, message);
    else this.error = new MediaRefusedError(field, message);
  }

  get any(): MediaRefusedError | undefined {
    return this.error;
  }
}

/**
 * Reads an upload form's multipart body: text fields, photos (the parts `rules` names) and
 * video. Nothing is held whole in memory: photos are spooled to disk for the request
 * (PhotoSpool), the video is streamed under .partial. Every part is read to the end even after a
 * refusal, so the browser gets the 422 instead of a reset connection; a file after a refusal is
 * read without being written. A body that cannot be read to its end (cut off, too slow, over
 * the form's size) is answered by the multipart reader's 4xx. One reader for every form (the
 * partner's services, Pass Fast Express), so each gets the same checks by content and the same
 * cleanup: on any refusal or error nothing of the upload stays on disk. A JSON body gives
 * fields only.
 */
export async function readMediaForm(request: FastifyRequest, store: MediaStore, rules: MediaFormRules): Promise<MediaForm> {
  const { messages } = rules;
  if (!request.isMultipart()) return { fields: jsonBodyFields(request), photos: [], video: null };
  await store.sweepStalePartials();
  const spool = await PhotoSpool.forRequest(request, store.root);
  const fields: Record<string, string> = {};
  const photos: string[] = [];
  // Issue 37: the same photo chosen twice is kept once (by its bytes, whatever its name).
  const photoDigests = new Set<string>();
  const videos: PendingVideo[] = [];
  const refusals = new Refusals();

  async function photoPart(file: FilePart): Promise<void> {
    if (photos.length >= rules.maxPhotos) {
      await drain(file);
      refusals.add('images', messages.imagesTooMany);
      return;
    }
    const photo = await spool.receive(file);
    if (photo.kind === 'refused' || (photo.kind === 'photo' && !(await photoHeaderReadable(photo.path)))) {
      refusals.add('images', messages.imageRefused);
      return;
    }
    if (photo.kind !== 'photo') return;
    const digest = createHash('sha256').update(await readFile(photo.path)).digest('hex');
    if (photoDigests.has(digest)) return;
    photoDigests.add(digest);
    photos.push(photo.path);
  }

  try {
    await readMultipart(request, formLimits(rules), {
      field(name, value) {
        fields[name] = value;
      },
      async file(name, file) {
        if (rules.isPhotoField(name)) return photoPart(file);
        if (name === VIDEO_FIELD && !refusals.any && videos.length === 0) {
          const received = await receiveVideo(request, store, file);
          if (received.kind === 'video') videos.push(received.video);
          if (received.kind === 'refused') refusals.add('video', messages.videoRefused);
          return;
        }
        // A second video, a file under a name the form has not, or anything after a refusal.
        if (name === VIDEO_FIELD && videos.length > 0) refusals.add('video', messages.videoRefused);
        await drain(file);
      },
    });
  } catch (error) {
    await Promise.all(videos.map((video) => video.discard()));
    if (error instanceof TooManyFilesError) throw new MediaRefusedError('images', messages.imagesTooMany);
    throw error;
  }
  if (refusals.any) {
    await Promise.all(videos.map((video) => video.discard()));
    throw refusals.any;
  }
  return { fields, photos, video: videos[0] ?? null };
}

/**
 * The partner's upload-service / edit-upload-service form: images[] (or images), at most 3, and
 * a video.
 */
export function readServiceUploadForm(request: FastifyRequest, store: MediaStore): Promise<ServiceUploadForm> {
  return readMediaForm(request, store, SERVICE_FORM_MEDIA);
}
