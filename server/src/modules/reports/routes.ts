import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportSchema } from '@servenear/shared/schemas';
import { reportCreatedWire } from '@servenear/shared/wire';
import { messageEnvelope, ok } from '../../http/replies';
import { createReport } from './service';

export interface ReportsRoutesOptions {
  reportsPerHour: number;
}

export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (app, options) => {
  const route = {
    config: { rateLimit: { max: options.reportsPerHour, timeWindow: '1 hour' } },
    schema: { body: reportSchema, response: ok(messageEnvelope(reportCreatedWire)) },
  };
  // The spec has both paths (customer §7): the signed-in and the public form.
  for (const path of ['/report/create', '/report/create/new']) {
    app.post(path, route, async (request) => ({
      status: 200,
      message: 'Report submitted successfully',
      data: await createReport(app.db, request.body, request.account?.userId ?? null),
    }));
  }
};
