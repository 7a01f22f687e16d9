import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { ApiEnvelope, ReportCreatedWire } from '@servenear/shared/wire';
import { createReport } from './service';

export interface ReportsRoutesOptions {
  reportsPerHour: number;
}

export async function reportsRoutes(app: FastifyInstance, options: ReportsRoutesOptions): Promise<void> {
  const limited = { config: { rateLimit: { max: options.reportsPerHour, timeWindow: '1 hour' } } };
  const create: RouteHandlerMethod = async (request): Promise<ApiEnvelope<ReportCreatedWire>> => ({
    status: 200,
    message: 'Report submitted successfully',
    data: await createReport(app.db, request.body, request.account?.userId ?? null),
  });
  // The spec has both paths (customer §7): the signed-in and the public form.
  app.post('/report/create', limited, create);
  app.post('/report/create/new', limited, create);
}
