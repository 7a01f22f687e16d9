import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { loadConfig } from '../../config';
import { registerBodyDeadlines } from '../../http/bodyDeadline';
import { registerMultipart } from '../../http/multipartBody';
import { registerErrorHandler } from '../../plugins/errorHandler';
// The module's public face, as the services' routes use it.
import { acceptFormMedia, readServiceUploadForm, type MediaStore } from '.';
import { processQueuedFile } from './mediaJobs';

/** Every file (not folder) under a folder, relative to it; none when the folder is missing. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** A multipart body as a browser sends it, streamed: a 60 MB Blob backed by a file is never read whole. */
export function multipartRequest(form: FormData): { payload: Readable; headers: Record<string, string> } {
  const request = new Request('http://servenear.test/', { method: 'POST', body: form });
  return {
    payload: Readable.fromWeb(request.body as ReadableStream),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A plain photo of the given size; PNG unless asked. */
export function photo(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A small app with multipart and body deadlines registered as app.ts registers them, and one
 * route doing what the upload routes do (read the form, accept its media for the job) and then
 * what the media job does with the files, without a database. Answers what was stored.
 */
export async function uploadApp(store: MediaStore): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  registerMultipart(app);
  registerBodyDeadlines(app, loadConfig({ NODE_ENV: 'test' }).timeouts);
  app.post('/upload', async (request) => {
    const form = await readServiceUploadForm(request, store);
    const media = await acceptFormMedia(store, form);
    for (const name of [...media.photos, ...(media.video ? [media.video] : [])]) {
      await processQueuedFile(store, name);
      await store.removeQueued([name]);
    }
    return { fields: form.fields, stems: media.photos, video: media.video };
  });
  return app;
}
