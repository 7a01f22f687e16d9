import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http/replies';
import { notFound } from '../../lib/httpError';
import { sendError } from '../../plugins/errorHandler';
import { mediumPending } from './mediaJobs';
import { mediaTexts } from './messages';
import { requirePrivateAccess, signedQuery } from './privateAccess';
import type { MediaLinks } from './links';
import { PHOTO_FILE, VIDEO_FILE, type MediaStore } from './store';
import { filePath } from './urls';
import { named } from '../../http/pluginName';

/** Longer than any stored name (32 hex digits, a width and an extension), so never a file. */
const MAX_NAME_LENGTH = 64;
/** Names are random and never reused: a stored file never changes under its URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A customer's move photos: the browser may keep them while its link lives, no shared cache may. */
const PRIVATE = 'private, max-age=3600';

const nameParams = z.object({ name: z.string().max(MAX_NAME_LENGTH) });
const bytes = { schema: z.string().meta({ format: 'binary' }) };

export interface MediaRouteOptions {
  db: Database;
  media: MediaStore;
  /** Customers' Pass Fast Express photos and videos. */
  pdMedia: MediaStore;
  mediaLinks: MediaLinks;
}

/**
 * How long a request for a medium still on the job queue waits for it, and how often it looks
 * (decision 49): the uploader's page asks for the photos its answer named right away, and a
 * browser never asks again for an image that failed. Past the wait, a 404 as for any missing file.
 */
const PROCESSING_WAIT_MS = 15_000;
const PROCESSING_POLL_MS = 250;

const isFile = async (file: string) => (await stat(file).catch(() => undefined))?.isFile() === true;

/** How one folder pair is served: what its files are called in the document, and how long they may be cached, by whom. */
interface ServedMedia {
  db: Database;
  store: MediaStore;
  what: string;
  cacheControl: string;
  /** Private media: served only on a valid signed link, or to an admin's session. */
  links?: MediaLinks;
}

/**
 * GET /api/files/<photos>/:name and /api/files/<videos>/:name of one store. Sent by
 * @fastify/send (its own instance per store, no routes of its own), which answers byte ranges,
 * 416, ETag and Last-Modified, so a phone can seek in a video without fetching it whole. Only
 * names the store makes are opened, so a path, a dotfile or .partial/ is never reached.
 */
const servedMedia: FastifyPluginAsyncZod<ServedMedia> = async (app, { db, store, what, cacheControl, links }) => {
  // @fastify/static warns at start when its root is missing, as it is on a fresh data folder
  // before the first upload: the uploads root is made here, where it is first needed.
  await mkdir(store.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: store.root,
    serve: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    acceptRanges: true,
    setHeaders(reply) {
      reply.header('Cache-Control', cacheControl);
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  // send's 416 carries `Content-Range: bytes */<size>` on the error, which the app's error
  // handler does not copy: copy it here, and leave every other error to the app's handler.
  app.setErrorHandler((error, _request, reply) => {
    const refused = error as { statusCode?: number; headers?: Record<string, string> };
    if (refused.statusCode !== 416) throw error;
    if (refused.headers) reply.headers(refused.headers);
    return sendError(reply, 416, {}, mediaTexts.rangeNotSatisfiable);
  });

  /**
   * The folder to send the name from; a missing file answers like a name the store could not
   * have made, once it is not a medium its job is still making (waited for, up to PROCESSING_WAIT_MS).
   */
  async function storedFolder(folder: string, name: string, pattern: RegExp): Promise<string> {
    if (!pattern.test(name)) throw notFound(mediaTexts.fileNotFound);
    const file = path.join(folder, name);
    if (await isFile(file)) return folder;
    // A photo's files hang off its stem, the medium's name; a video's file is the medium.
    const medium = pattern === PHOTO_FILE ? name.slice(0, 32) : name;
    for (let waited = 0; waited < PROCESSING_WAIT_MS && (await mediumPending(db, medium)); waited += PROCESSING_POLL_MS) {
      await new Promise((resume) => setTimeout(resume, PROCESSING_POLL_MS));
      if (await isFile(file)) return folder;
    }
    if (await isFile(file)) return folder;
    throw notFound(mediaTexts.fileNotFound);
  }

  const videoContent = { 'video/mp4': bytes, 'video/webm': bytes };
  const photoResponse = {
    200: { description: `One stored size of a ${what} photo.`, content: { 'image/webp': bytes, 'image/jpeg': bytes } },
    ...errorResponses,
  };
  const videoResponse = {
    200: { description: `A ${what} video (Accept-Ranges: bytes).`, content: videoContent },
    206: { description: `The asked byte range of a ${what} video (Content-Range).`, content: videoContent },
    ...errorResponses,
  };

  // Only private media read a query: the public routes' schema stays as it was.
  const querystring = links ? { querystring: signedQuery } : {};
  app.get(`/files/${store.folders.photos}/:name`, { schema: { params: nameParams, ...querystring, response: photoResponse } }, async (request, reply) => {
    const { name } = request.params;
    if (links) requirePrivateAccess(request, links, filePath(store.folders.photos, name));
    return reply.sendFile(name, await storedFolder(store.photosDir, name, PHOTO_FILE));
  });

  app.get(`/files/${store.folders.videos}/:name`, { schema: { params: nameParams, ...querystring, response: videoResponse } }, async (request, reply) => {
    const { name } = request.params;
    if (links) requirePrivateAccess(request, links, filePath(store.folders.videos, name));
    return reply.sendFile(name, await storedFolder(store.videosDir, name, VIDEO_FILE));
  });
};

/**
 * The stored media: partners' service photos and videos (/api/files/service-photos|videos), public
 * as partners' services are public; and customers' Pass Fast Express photos and videos
 * (/api/files/pd-photos|videos), private: served on a signed link, which only the customer's own
 * list and the allocated partner's job hand out, or to ops' session; never kept by a shared cache.
 */
export const mediaFileRoutes: FastifyPluginAsyncZod<MediaRouteOptions> = async (app, { db, media, pdMedia, mediaLinks }) => {
  await app.register(named(servedMedia), { db, store: media, what: 'service', cacheControl: IMMUTABLE });
  await app.register(named(servedMedia), { db, store: pdMedia, what: 'Pass Fast Express', cacheControl: PRIVATE, links: mediaLinks });
};
