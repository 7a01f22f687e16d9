import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { remoteHealthReportWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { errorResponses, ok } from '../../http/replies';
import { requireRole } from '../../plugins/auth';
import { perIpRateLimit } from '../../plugins/rateLimits';
import { createPurgeSchedule, healthQuerySchema, recordRemoteEvents, remoteEventsSchema, remoteHealthSince, type StoredRemoteEvent } from './service';

export type AfterRemoteEvents = (stored: StoredRemoteEvent[]) => Promise<void>;

export interface TelemetryRoutesOptions extends AppContext {
  /** Told about every stored batch, e.g. to roll back a canary release that keeps failing. */
  afterStore?: AfterRemoteEvents;
}

/**
 * Public and unauthenticated, so kept small: a batch of 20 with short messages is a few KB.
 * 20 events each with a 1000-character message would not fit: the shell sends fewer per post then.
 */
const BODY_LIMIT = 16 * 1024;

/** Stored: the browser has nothing to read back, so nothing is sent. */
const storedResponse = { 204: z.null().describe('The events were stored.'), ...errorResponses };

/**
 * Remote telemetry under /api: the shell's public report of remote loads and render errors,
 * and the admins' view of failure rates per remote version.
 */
export const telemetryRoutes: FastifyPluginAsyncZod<TelemetryRoutesOptions> = async (app, options) => {
  const { afterStore } = options;
  const deps = { db: options.db, clock: options.clock, purgeSchedule: createPurgeSchedule() };

  app.post(
    '/telemetry/remote-events',
    {
      ...perIpRateLimit(options.config.telemetryEventsPerMinute, '1 minute'),
      bodyLimit: BODY_LIMIT,
      schema: { body: remoteEventsSchema, response: storedResponse },
    },
    async (request, reply) => {
      const stored = await recordRemoteEvents(deps, request.body, request.log);
      try {
        await afterStore?.(stored);
      } catch (error) {
        // The events are stored: the browser must not send them again because a listener failed.
        request.log.error({ err: error }, 'afterStore of remote events failed');
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/remotes/health',
    { preValidation: requireRole('admin'), schema: { querystring: healthQuerySchema, response: ok(remoteHealthReportWire) } },
    async (request) => remoteHealthSince(deps, request.query),
  );
};
