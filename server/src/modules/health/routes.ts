import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/replies';
import { isDatabaseUp } from './service';

/** Not the usual envelope: a load balancer's probe reads these two words. */
const healthResponse = {
  200: z.object({ status: z.literal('ok'), database: z.literal('up') }),
  503: z.object({ status: z.literal('error'), database: z.literal('down') }),
  ...errorResponses,
};

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: healthResponse } }, async (request, reply) => {
    if (await isDatabaseUp(app.db)) return { status: 'ok' as const, database: 'up' as const };
    request.log.error('health check: database unreachable');
    return reply.code(503).send({ status: 'error', database: 'down' });
  });
};
