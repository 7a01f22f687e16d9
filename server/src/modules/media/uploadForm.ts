import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES, MAX_SERVICE_PHOTOS, MAX_VIDEO_BYTES, serviceFormMessages } from '@servenear/shared/partner-schemas';
import { detectFileType, isImageType } from './fileType';
import { jsonBodyFields, unreadableBodyOr } from './multipart';
import { MediaRefusedError, type MediaField } from './errors';
import { receiveVideo, type PendingVideo } from './pendingVideo';
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
  /** Each checked by content (JPEG, PNG or WebP) and at most MAX_PHOTO_BYTES; not yet re-encoded. */
  photos: Buffer[];
  /** Already on disk under .partial, checked by content (MP4 or WebM) and at most MAX_VIDEO_BYTES. */
  video: PendingVideo | null;
}

/** The partner's service forms' name for it, kept for their callers. */
export type ServiceUploadForm = MediaForm;

const VIDEO_FIELD = 'video';

/**
 * busboy's limits for a form, per request (app.ts's global ones are for 5 MB uploads). A file
 * may be as large as a video: busboy marks it truncated past that, and photos are held to their
 * own 10 MB here. A few more files than the photos and a video are let through so that one photo
 * too many is answered with the form's own message, not busboy's.
 */
const formLimits = (rules: MediaFormRules) => ({ fileSize: MAX_VIDEO_BYTES + 1, files: rules.maxPhotos + 4 });

type FilePart = { file: Readable & { truncated?: boolean } };

/** Reads a photo part into memory up to the photo limit; past it the rest is read and dropped. */
async function readPhoto({ file }: FilePart): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length <= MAX_PHOTO_BYTES) chunks.push(chunk);
    else chunks.length = 0;
  }
  return length > MAX_PHOTO_BYTES || file.truncated ? 'too-large' : Buffer.concat(chunks);
}

async function drain({ file }: FilePart): Promise<void> {
  for await (const chunk of file) void chunk;
}

const isImage = (bytes: Buffer) => isImageType(detectFileType(bytes)?.mime);

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
 * video. Photos are held in memory (at most rules.maxPhotos × 10 MB); the video is streamed to
 * disk under .partial and never held whole. Every part is read to the end even after a refusal,
 * so the browser gets the 422 instead of a reset connection; a video after a refusal is read
 * without being written. One reader for every form (the partner's services, Pass Fast Express),
 * so each gets the same checks by content and the same cleanup.
 * On any refusal or error nothing of the upload stays on disk. A JSON body gives fields only.
 */
export async function readMediaForm(request: FastifyRequest, store: MediaStore, rules: MediaFormRules): Promise<MediaForm> {
  const { messages } = rules;
  if (!request.isMultipart()) return { fields: jsonBodyFields(request), photos: [], video: null };
  await store.sweepStalePartials();
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  const videos: PendingVideo[] = [];
  const refusals = new Refusals();
  try {
    // app.ts registers multipart with throwFileSizeLimit:false: an oversized file is marked
    // truncated, not thrown, and the parts below check the mark.
    for await (const part of request.parts({ limits: formLimits(rules) })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (rules.isPhotoField(part.fieldname)) {
        if (photos.length >= rules.maxPhotos) {
          await drain(part);
          refusals.add('images', messages.imagesTooMany);
          continue;
        }
        const bytes = await readPhoto(part);
        // An empty file input still sends a part: no photo.
        if (bytes === 'too-large' || (bytes.length > 0 && !isImage(bytes))) refusals.add('images', messages.imageRefused);
        else if (bytes.length > 0) photos.push(bytes);
      } else if (part.fieldname === VIDEO_FIELD && !refusals.any && videos.length === 0) {
        const received = await receiveVideo(store, part.file);
        if (received.kind === 'video') videos.push(received.video);
        if (received.kind === 'refused') refusals.add('video', messages.videoRefused);
      } else {
        // A second video, a file under a name the form has not, or anything after a refusal.
        if (part.fieldname === VIDEO_FIELD && videos.length > 0) refusals.add('video', messages.videoRefused);
        await drain(part);
      }
    }
  } catch (error) {
    await Promise.all(videos.map((video) => video.discard()));
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new MediaRefusedError('images', messages.imagesTooMany);
    throw unreadableBodyOr(error);
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
