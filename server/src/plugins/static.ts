import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAME_PATTERN } from '@servenear/shared/routes';
import type { Config } from '../config';
import { sendError } from './errorHandler';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** A release folder name: package version plus content hash, never `.` or `..`. */
const VERSION_PATTERN = /^(?!\.+$)[0-9A-Za-z.+-]+$/;
/** Build output names carry a 10-hex content hash (rspack `[contenthash:10]`). */
const HASHED_NAME = /[.-][0-9a-f]{10}[.-]/;
/** The last path segment has an extension: a file request, never a page of the site. */
const FILE_REQUEST = /\.[0-9A-Za-z]+$/;
/** Source maps stay on disk for ops (shell/dist, each release folder) and are never served. */
const SOURCE_MAP = /\.map$/;
/** A release's server render (its ssr/ folder) is the server's to load, never the browser's. */
const SERVER_RENDER = /^ssr\//;
/** First path segments the shell never owns: their misses are JSON 404s, not index.html. */
const RESERVED_PREFIXES = new Set(['api', 'releases']);

/** Precompressed files are sent for the file they encode: decide on the original name. */
function logicalName(filePath: string): string {
  return path.basename(filePath).replace(/\.(br|gz)$/, '');
}

function isInside(folder: string, filePath: string): boolean {
  const relative = path.relative(folder, filePath);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

function isSafeRelativePath(relativePath: string): boolean {
  if (relativePath === '' || relativePath.includes('\\') || relativePath.includes('\0')) return false;
  return relativePath.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * Serves released remotes (/releases/<remote>/<version>/…)
 * and the shell's build, answering the site's own paths with the shell's page (rendered per
 * request by `sendShellPage`: modules/shellPage) so deep links survive a reload. Files are sent
 * precompressed (.br/.gz) when accepted.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  config: Pick<Config, 'releasesDir' | 'shellDir'>,
  sendShellPage: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): Promise<void> {
  const { releasesDir, shellDir } = config;

  await app.register(fastifyStatic, {
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const name = logicalName(filePath);
      if (isInside(releasesDir, filePath)) {
        reply.header('cache-control', IMMUTABLE);
        // Remotes may later be served from a CDN host: let any origin load them.
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
        return;
      }
      const cacheable = HASHED_NAME.test(name) && !name.endsWith('.html');
      reply.header('cache-control', cacheable ? IMMUTABLE : NO_CACHE);
    },
  });

  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/releases/:remote/:version/*',
    (request, reply) => {
      const { remote, version, '*': file } = request.params;
      const allowed =
        REMOTE_NAME_PATTERN.test(remote) &&
        VERSION_PATTERN.test(version) &&
        isSafeRelativePath(file) &&
        !SOURCE_MAP.test(file) &&
        !SERVER_RENDER.test(file);
      if (!allowed) return sendError(reply, 404, {}, 'Not Found');
      return reply.sendFile(file, path.join(releasesDir, remote, version));
    },
  );

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const requested = request.params['*'];
    const firstSegment = requested.split('/', 1)[0] ?? '';
    if (RESERVED_PREFIXES.has(firstSegment)) return sendError(reply, 404, {}, 'Not Found');
    if (FILE_REQUEST.test(requested) && !requested.endsWith('.html')) {
      if (!isSafeRelativePath(requested) || SOURCE_MAP.test(requested)) return sendError(reply, 404, {}, 'Not Found');
      return reply.sendFile(requested, shellDir);
    }
    return sendShellPage(request, reply);
  });
}
