import type { Redis } from 'ioredis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/replies';
import type { Lifecycle } from '../../plugins/lifecycle';
import { readiness } from './service';

export interface HealthRoutesOptions {
  redis: Redis | undefined;
  lifecycle: Lifecycle;
}

const readinessFields = {
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'unused']),
  draining: z.boolean(),
};

/** Not the usual envelope: a load balancer's or an orchestrator's probe reads these words. */
const liveness = { 200: z.object({ status: z.literal('ok') }), ...errorResponses };
const ready = {
  200: z.object({ status: z.literal('ready'), ...readinessFields }),
  503: z.object({ status: z.literal('not ready'), ...readinessFields }),
  ...errorResponses,
};

/** A balancer asks every second: its probes are not logged request by request (failures are). */
const PROBE_LOG_LEVEL = 'warn';

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  // Liveness: the process answers. It asks nothing of the database: an outage there is not
  // cured by restarting this process, and a restart loop would only add to it.
  app.get('/health', { schema: { response: liveness }, logLevel: PROBE_LOG_LEVEL }, async () => ({ status: 'ok' as const }));

  // Readiness: whether to send this instance traffic (the balancer's check, scripts/cluster).
  app.get('/health/ready', { schema: { response: ready }, logLevel: PROBE_LOG_LEVEL }, async (request, reply) => {
    const { ready: isReady, ...state } = await readiness(app.db, options.redis, options.lifecycle);
    if (isReady) return { status: 'ready' as const, ...state };
    if (!state.draining) request.log.error(state, 'readiness: not ready');
    return reply.code(503).send({ status: 'not ready' as const, ...state });
  });
};
