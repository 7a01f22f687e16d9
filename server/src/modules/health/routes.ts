import type { FastifyInstance } from 'fastify';
import { isDatabaseUp } from './service';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (request, reply) => {
    if (await isDatabaseUp(app.db)) return { status: 'ok', database: 'up' };
    request.log.error('health check: database unreachable');
    return reply.code(503).send({ status: 'error', database: 'down' });
  });
}
