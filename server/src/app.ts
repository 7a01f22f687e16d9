import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { healthRoutes } from './modules/health/routes';
import { pagesRoutes } from './modules/pages/routes';
import { reportsRoutes } from './modules/reports/routes';
import { servicesRoutes } from './modules/services/routes';
import { registerDatabase } from './plugins/db';
import { registerErrorHandler } from './plugins/errorHandler';
import { registerSecurityHeaders } from './plugins/security';
import { registerStaticFiles } from './plugins/static';

export interface AppOptions {
  config: Config;
  db: Database;
}

const ONE_MEGABYTE = 1024 * 1024;

/** The whole HTTP server, without listening: main.ts listens, tests use `app.inject()`. */
export function buildApp({ config, db }: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: ONE_MEGABYTE,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerDatabase(app, db);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  app.register(
    async (api) => {
      await api.register(compress, { threshold: 1024 });
      // Off by default; routes that anyone can call without a session opt in with their own limit.
      await api.register(rateLimit, {
        global: false,
        errorResponseBuilder: () => ({ statusCode: 429, message: 'Too many requests. Please try again later.' }),
      });
      await api.register(healthRoutes);
      await api.register(pagesRoutes);
      await api.register(servicesRoutes);
      await api.register(reportsRoutes, { reportsPerHour: config.reportsPerHour });
    },
    { prefix: '/api' },
  );
  app.register(async (files) => registerStaticFiles(files, config));

  return app;
}
