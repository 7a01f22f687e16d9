import type { Redis } from 'ioredis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoint, readinessEndpoint } from '@servenear/shared/endpoints';
import { routeOf } from '../../http/endpointRoute';
import type { Lifecycle } from '../../plugins/lifecycle';
import { readiness } from './service';

export interface HealthRoutesOptions {
  redis: Redis | undefined;
  lifecycle: Lifecycle;
}

/** A balancer asks every second: its probes are not logged request by request (failures are). */
const PROBE_LOG_LEVEL = 'warn';

/** Not the usual envelope: a load balancer's or an orchestrator's probe reads these words (their schemas are the endpoints'). */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  // Liveness: the process answers. It asks nothing of the database: an outage there is not
  // cured by restarting this process, and a restart loop would only add to it.
  routeOf(app, healthEndpoint, { logLevel: PROBE_LOG_LEVEL }, async () => ({ status: 'ok' as const }));

  // Readiness: whether to send this instance traffic (the balancer's check, scripts/cluster).
  routeOf(app, readinessEndpoint, { logLevel: PROBE_LOG_LEVEL }, async (request, reply) => {
    const { ready: isReady, ...state } = await readiness(app.db, options.redis, options.lifecycle);
    if (isReady) return { status: 'ready' as const, ...state };
    if (!state.draining) request.log.error(state, 'readiness: not ready');
    return reply.code(503).send({ status: 'not ready' as const, ...state });
  });
};
