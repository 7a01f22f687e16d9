import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_WIDTHS } from '@servenear/shared/partner-schemas';

/** A photo's stem: 32 hex digits from randomFileStem; every stored size hangs off it. */
export const PHOTO_STEM = /^[0-9a-f]{32}$/;
/** One stored size of a photo. Names are never reused, so they may be cached for ever. */
export const PHOTO_FILE = /^[0-9a-f]{32}-(320|640|1280)\.(webp|jpg)$/;
/** A stored video. No dot-leading name matches, so `.partial` can never be asked for. */
export const VIDEO_FILE = /^[0-9a-f]{32}\.(mp4|webm)$/;

export type PhotoFormat = 'webp' | 'jpg';
export const PHOTO_FORMATS: readonly PhotoFormat[] = ['webp', 'jpg'];

/** Partial uploads older than this belong to a request that died: swept on the next upload (and by ./sweep). */
const STALE_PARTIAL_MS = 60 * 60 * 1000;

/** The two folders (under the uploads root) one kind of media lives in; also their URL names (urls.ts). */
export interface MediaFolders {
  /** How a media row (`media_files.store`) and a media job name this pair. */
  id: 'service' | 'pd';
  photos: string;
  videos: string;
}

/** Partners' service photos and videos: public by their unguessable names, as services are public. */
export const SERVICE_MEDIA: MediaFolders = { id: 'service', photos: 'service-photos', videos: 'service-videos' };
/**
 * Customers' Pass Fast Express photos and videos (the inside of a home): folders of their own, so
 * they are served privately (never cached by a shared cache) and never mixed with public ones.
 */
export const PD_MEDIA: MediaFolders = { id: 'pd', photos: 'pd-photos', videos: 'pd-videos' };

/**
 * Where one kind of media lives: <DATA_DIR>/uploads/<folders.photos>/ and <folders.videos>/ (the
 * UploadStore's root, beside profile/ and id-proofs/); by default partners' service media. A
 * video is written under <videos>/.partial/ while it arrives. An accepted upload's raw files wait
 * in <uploads>/.queued/ (never served: a dot folder, and no name there is a served name's
 * folder) under the names they will be served by, until the media job processes them into the
 * served folders (./mediaJobs), so a half-received, refused or unprocessed file is never served.
 */
export class MediaStore {
  readonly photosDir: string;
  readonly videosDir: string;
  readonly partialDir: string;
  readonly queuedDir: string;

  constructor(
    readonly root: string,
    readonly folders: MediaFolders = SERVICE_MEDIA,
  ) {
    this.photosDir = path.join(root, folders.photos);
    this.videosDir = path.join(root, folders.videos);
    this.partialDir = path.join(this.videosDir, '.partial');
    this.queuedDir = path.join(root, '.queued');
  }

  /** Where an accepted upload's raw file waits for its job: a photo under its stem, a video under its stored name. */
  queuedPath(name: string): string {
    if (!PHOTO_STEM.test(name) && !VIDEO_FILE.test(name)) throw new Error(`not a media name: ${name}`);
    return path.join(this.queuedDir, name);
  }

  /** The path of one stored photo size; throws on a stem the store could not have made. */
  photoPath(stem: string, width: (typeof PHOTO_WIDTHS)[number], format: PhotoFormat): string {
    if (!PHOTO_STEM.test(stem)) throw new Error(`not a photo stem: ${stem}`);
    return path.join(this.photosDir, `${stem}-${width}.${format}`);
  }

  videoPath(name: string): string {
    if (!VIDEO_FILE.test(name)) throw new Error(`not a stored video name: ${name}`);
    return path.join(this.videosDir, name);
  }

  partialPath(name: string): string {
    if (!VIDEO_FILE.test(name)) throw new Error(`not a video name: ${name}`);
    return path.join(this.partialDir, name);
  }

  /** Every file of these photos, all sizes and formats; missing ones are fine. */
  async removePhotos(stems: readonly string[]): Promise<void> {
    const files = stems
      .filter((stem) => PHOTO_STEM.test(stem))
      .flatMap((stem) => PHOTO_WIDTHS.flatMap((width) => PHOTO_FORMATS.map((format) => this.photoPath(stem, width, format))));
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }

  async removeVideo(name: string | null): Promise<void> {
    if (name && VIDEO_FILE.test(name)) await rm(this.videoPath(name), { force: true });
  }

  /** The raw files still waiting for their job; missing ones are fine. */
  async removeQueued(names: readonly (string | null)[]): Promise<void> {
    const queued = names.filter((name): name is string => name !== null && (PHOTO_STEM.test(name) || VIDEO_FILE.test(name)));
    await Promise.all(queued.map((name) => rm(this.queuedPath(name), { force: true })));
  }

  /**
   * Removes partial videos left by a process that stopped mid-upload. Old ones only: another
   * request (or another instance on the same DATA_DIR) may be writing a fresh one right now.
   */
  async sweepStalePartials(now = Date.now(), olderThanMs = STALE_PARTIAL_MS): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.partialDir);
    } catch {
      return;
    }
    await Promise.all(
      names.map(async (name) => {
        const file = path.join(this.partialDir, name);
        const info = await stat(file).catch(() => undefined);
        if (info && now - info.mtimeMs > olderThanMs) await rm(file, { force: true, recursive: true });
      }),
    );
  }
}
