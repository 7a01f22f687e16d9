import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/replies';
import { notFound } from '../../lib/httpError';
import { sendError } from '../../plugins/errorHandler';
import { PHOTO_FILE, VIDEO_FILE, type MediaStore } from './store';

/** Longer than any stored name (32 hex digits, a width and an extension), so never a file. */
const MAX_NAME_LENGTH = 64;
/** Names are random and never reused: a stored file never changes under its URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const nameParams = z.object({ name: z.string().max(MAX_NAME_LENGTH) });
const bytes = { schema: z.string().meta({ format: 'binary' }) };

const photoResponse = {
  200: { description: 'One stored size of a service photo.', content: { 'image/webp': bytes, 'image/jpeg': bytes } },
  ...errorResponses,
};
const videoContent = { 'video/mp4': bytes, 'video/webm': bytes };
const videoResponse = {
  200: { description: 'A service video (Accept-Ranges: bytes).', content: videoContent },
  206: { description: 'The asked byte range of a service video (Content-Range).', content: videoContent },
  ...errorResponses,
};

export interface MediaRouteOptions {
  media: MediaStore;
}

/**
 * GET /api/files/service-photos/:name and /api/files/service-videos/:name: public by their
 * unguessable names, as partners' services are public. Sent by @fastify/send (its own instance
 * here, no routes of its own), which answers byte ranges, 416, ETag and Last-Modified, so a
 * phone can seek in a video without fetching it whole. Only names the store makes are
 * opened, so a path, a dotfile or .partial/ is never reached.
 */
export const mediaFileRoutes: FastifyPluginAsyncZod<MediaRouteOptions> = async (app, { media }) => {
  await app.register(fastifyStatic, {
    root: media.root,
    serve: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    acceptRanges: true,
    setHeaders(reply) {
      reply.header('Cache-Control', IMMUTABLE);
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  // send's 416 carries `Content-Range: bytes */<size>` on the error, which the app's error
  // handler does not copy: copy it here, and leave every other error to the app's handler.
  app.setErrorHandler((error, _request, reply) => {
    const refused = error as { statusCode?: number; headers?: Record<string, string> };
    if (refused.statusCode !== 416) throw error;
    if (refused.headers) reply.headers(refused.headers);
    return sendError(reply, 416, {}, 'Range Not Satisfiable');
  });

  /** The folder to send the name from; a missing file answers like a name the store could not have made. */
  async function storedFolder(folder: string, name: string, pattern: RegExp): Promise<string> {
    if (!pattern.test(name) || !(await stat(path.join(folder, name)).catch(() => undefined))?.isFile()) throw notFound('File not found.');
    return folder;
  }

  app.get('/files/service-photos/:name', { schema: { params: nameParams, response: photoResponse } }, async (request, reply) => {
    const { name } = request.params;
    return reply.sendFile(name, await storedFolder(media.photosDir, name, PHOTO_FILE));
  });

  app.get('/files/service-videos/:name', { schema: { params: nameParams, response: videoResponse } }, async (request, reply) => {
    const { name } = request.params;
    return reply.sendFile(name, await storedFolder(media.videosDir, name, VIDEO_FILE));
  });
};
