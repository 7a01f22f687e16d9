import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { ApiEnvelope, ReportCreatedWire } from '@servenear/shared/wire';
import { createReport } from './service';

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const create: RouteHandlerMethod = async (request): Promise<ApiEnvelope<ReportCreatedWire>> => ({
    status: 200,
    message: 'Report submitted successfully',
    data: await createReport(app.db, request.body),
  });
  // The spec has both paths (customer §7): the signed-in and the public form.
  app.post('/report/create', create);
  app.post('/report/create/new', create);
}
