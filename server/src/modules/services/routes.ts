import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceChoiceWire, serviceOptionWire } from '@servenear/shared/wire';
import { envelope, idParams, ok } from '../../http/replies';
import { listServiceChoices, listServiceOptions } from './service';

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/service/all', { schema: { response: ok(envelope(z.array(serviceOptionWire))) } }, async () => ({
    status: 200,
    data: await listServiceOptions(app.db),
  }));

  app.get(
    '/service/subcategory/:subcategoryId',
    {
      schema: {
        summary: 'The catalogue services of a subcategory, by name',
        description: 'The third select of the partner’s upload form (partner §2); an unknown subcategory has none.',
        params: idParams('subcategoryId'),
        response: ok(envelope(z.array(serviceChoiceWire))),
      },
    },
    async (request) => ({ status: 200, data: await listServiceChoices(app.db, request.params.subcategoryId) }),
  );
};
