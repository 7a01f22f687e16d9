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
  return lifecycle;
}

/**
 * A graceful stop (SIGTERM): readiness answers 503 for `drainMs` so that a load balancer's
 * checks see it and send new requests elsewhere, then the server stops taking connections
 * (kept-alive ones get 503 with Connection: close) and waits for the requests under way.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.lifecycle.draining = true;
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}
