import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceOptionWire } from '@servenear/shared/wire';
import { envelope, ok } from '../../http/replies';
import { listServiceOptions } from './service';

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/service/all', { schema: { response: ok(envelope(z.array(serviceOptionWire))) } }, async () => ({
    status: 200,
    data: await listServiceOptions(app.db),
  }));
};
