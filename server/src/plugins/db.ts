import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Makes the database reachable from every route as `app.db`; its owner opens and closes it. */
export function registerDatabase(app: FastifyInstance, db: Database): void {
  app.decorate('db', db);
}
