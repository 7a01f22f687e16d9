import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageContentWire } from '@servenear/shared/wire';
import { envelope, ok } from '../../http/replies';
import { getPage, MAX_SLUG_LENGTH } from './service';

/** Any bounded text: a slug no page could have answers 404 like a missing page (the service checks it). */
const pageParams = z.object({ slug: z.string().max(MAX_SLUG_LENGTH) });

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pages/:slug', { schema: { params: pageParams, response: ok(envelope(pageContentWire)) } }, async (request) => ({
    status: 200,
    data: await getPage(app.db, request.params.slug),
  }));
};
