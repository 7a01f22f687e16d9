import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceOptionsEndpoint, subcategoryServiceChoicesEndpoint } from '@servenear/shared/endpoints';
import { routeOf } from '../../http/endpointRoute';
import { listServiceChoices, listServiceOptions } from './service';

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  routeOf(app, serviceOptionsEndpoint, {}, async () => ({ status: 200, data: await listServiceOptions(app.db) }));

  routeOf(app, subcategoryServiceChoicesEndpoint, {}, async (request) => ({
    status: 200,
    data: await listServiceChoices(app.db, request.params.subcategoryId),
  }));
};
