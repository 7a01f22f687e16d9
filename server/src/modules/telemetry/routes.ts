import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remoteEventsEndpoint, remoteHealthEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { opsOnly } from '../../plugins/opsGuard';
import { perIpRateLimit } from '../../plugins/rateLimits';
import { createPurgeSchedule, recordRemoteEvents, remoteHealthSince, type StoredRemoteEvent, type TelemetryVoter } from './service';

export type AfterRemoteEvents = (stored: StoredRemoteEvent[]) => Promise<void>;

export interface TelemetryRoutesOptions extends AppContext {
  /** Told about every stored batch, e.g. to roll back a canary release that keeps failing. */
  afterStore?: AfterRemoteEvents;
  /** The browser the server can prove behind a post (a signed rollout cookie); without it no event votes. */
  voterFor?: (request: FastifyRequest) => Promise<TelemetryVoter | null>;
}

/**
 * Public and unauthenticated, so kept small: a batch of 20 with short messages is a few KB.
 * 20 events each with a 1000-character message would not fit: the shell sends fewer per post then.
 */
const BODY_LIMIT = 16 * 1024;

/**
 * Remote telemetry under /api: the shell's public report of remote loads and render errors,
 * and the admins' view of failure rates per remote version.
 */
export const telemetryRoutes: FastifyPluginAsyncZod<TelemetryRoutesOptions> = async (app, options) => {
  const { afterStore, voterFor } = options;
  const deps = { db: options.db, clock: options.clock, purgeSchedule: createPurgeSchedule() };

  routeOf(
    app,
    remoteEventsEndpoint,
    { ...perIpRateLimit(options.config.telemetryEventsPerMinute, '1 minute'), bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const voter = (await voterFor?.(request)) ?? null;
      const stored = await recordRemoteEvents(deps, request.body, voter, request.log);
      try {
        await afterStore?.(stored);
      } catch (error) {
        // The events are stored: the browser must not send them again because a listener failed.
        request.log.error({ err: error }, 'afterStore of remote events failed');
      }
      // Stored: the browser has nothing to read back, so nothing is sent.
      reply.code(204);
      return null;
    },
  );

  routeOf(app, remoteHealthEndpoint, opsOnly('remotes.health'), async (request) => remoteHealthSince(deps, request.query));
};
