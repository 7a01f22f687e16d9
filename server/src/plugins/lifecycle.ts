import type { FastifyInstance } from 'fastify';

/** Where the instance is in its life, as the readiness check reports it. */
export interface Lifecycle {
  /**
   * Set on SIGTERM before the server closes (main.ts): readiness answers 503 so that the load
   * balancer stops sending new requests, while the ones under way finish.
   */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export function registerLifecycle(app: FastifyInstance): Lifecycle {
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  // A draining instance ends each connection with the answer it is giving: a request under way
  // when the stop began otherwise left its connection kept alive, and close() waited for the
  // keep-alive timeout (72 s) before the process could end. The client (HAProxy) opens its next
  // connection to another instance.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('connection', 'close');
  });
  return lifecycle;
}

/**
 * A graceful stop (SIGTERM): readiness answers 503 for `drain` (milliseconds, or until a promise
 * settles: a test ends it once it has seen the 503, where a fixed 300 ms ran out on a loaded
 * machine before its check arrived) so that a load balancer's checks see it and send new requests
 * elsewhere, then the server stops taking connections (kept-alive ones get 503 with
 * Connection: close) and waits for the requests under way.
 */
export async function drainAndClose(app: FastifyInstance, drain: number | Promise<void>): Promise<void> {
  app.lifecycle.draining = true;
  await (typeof drain === 'number' ? new Promise((resolve) => setTimeout(resolve, drain)) : drain);
  await app.close();
}
