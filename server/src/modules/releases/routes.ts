import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../../plugins/errorHandler';
import { registryForRequest, type BrowserRegistryOptions } from './browserRegistry';

export type ReleaseRoutesOptions = BrowserRegistryOptions;

/**
 * GET /remotes.json, answered per request: the live version of every remote, except where
 * this browser was drawn for a canary. The page inlines the same registry; the shell asks
 * here again when a remote's Retry must pick up a release made since the page loaded.
 */
export async function releaseRoutes(app: FastifyInstance, options: ReleaseRoutesOptions): Promise<void> {
  await app.register(cookie);

  app.get('/remotes.json', async (request, reply) => {
    const registry = await registryForRequest(request, reply, options);
    if (registry === null) return sendError(reply, 404, {}, 'Not Found');
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
    return registry;
  });
}
