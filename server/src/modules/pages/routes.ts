import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEndpoint } from '@servenear/shared/endpoints';
import { routeOf } from '../../http/endpointRoute';
import { getPage } from './service';

export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  routeOf(app, pageEndpoint, {}, async (request) => ({ status: 200, data: await getPage(app.db, request.params.slug) }));
};
