import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { LiveHub, type LiveWakeups } from './hub';

/**
 * The instance's live hub: it starts reading once the app is ready, and before the server
 * closes it ends every stream (a draining instance's browsers reconnect to another, resuming
 * from their Last-Event-ID), so a close never waits on a stream that would stay open.
 */
export function registerLiveHub(app: FastifyInstance, context: AppContext, wakeups: LiveWakeups | undefined): LiveHub {
  const hub = new LiveHub({ db: context.db, clock: context.clock, log: app.log, ...context.config.liveEvents, wakeups });
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
  return hub;
}
