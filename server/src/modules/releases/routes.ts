import cookie from '@fastify/cookie';
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../plugins/errorHandler';
import { readCanaries, readRegistry, registryPath } from './registry';
import { isBrowserId, newBrowserId, registryForBrowser, ROLLOUT_COOKIE } from './rollout';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface ReleaseRoutesOptions {
  releasesDir: string;
  secureCookies: boolean;
}

/**
 * GET /remotes.json, answered per request: the live version of every remote, except where
 * this browser was drawn for a canary. Read from disk each time (two small files), so a
 * publish, promote or rollback reaches the next page load of every browser.
 */
export async function releaseRoutes(app: FastifyInstance, options: ReleaseRoutesOptions): Promise<void> {
  await app.register(cookie);

  app.get('/remotes.json', async (request, reply) => {
    if (!existsSync(registryPath(options.releasesDir))) return sendError(reply, 404, {}, 'Not Found');
    const [registry, canaries] = await Promise.all([readRegistry(options.releasesDir), readCanaries(options.releasesDir)]);
    let browserId = request.cookies[ROLLOUT_COOKIE];
    if (Object.keys(canaries).length > 0 && !isBrowserId(browserId)) {
      // Only while a canary runs does a browser need its draw remembered.
      browserId = newBrowserId();
      reply.setCookie(ROLLOUT_COOKIE, browserId, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: options.secureCookies,
        maxAge: ONE_YEAR_SECONDS,
      });
    }
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
    return registryForBrowser(registry, canaries, isBrowserId(browserId) ? browserId : null);
  });
}
