import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { LiveHub, type LiveWakeups } from './hub';

const START_WAIT_MS = 5000;

/**
 * The instance's live hub: it starts reading once the app is ready, and before the server
 * closes it ends every stream (a draining instance's browsers reconnect to another, resuming
 * from their Last-Event-ID), so a close never waits on a stream that would stay open.
 */
export function registerLiveHub(app: FastifyInstance, context: AppContext, wakeups: LiveWakeups | undefined): LiveHub {
  const hub = new LiveHub({ db: context.db, clock: context.clock, log: app.log, ...context.config.liveEvents, wakeups });
  // At most a few seconds of the instance's start: a hub still finding its place answers its
  // streams 503 (the browsers retry), it never holds back the rest of the site.
  app.addHook('onReady', () => Promise.race([hub.start(), new Promise<void>((resolve) => setTimeout(resolve, START_WAIT_MS).unref())]));
  app.addHook('preClose', () => hub.stop());
  return hub;
}
