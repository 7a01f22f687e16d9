import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportEndpoint, signedInReportEndpoint } from '@servenear/shared/endpoints';
import { routeOf } from '../../http/endpointRoute';
import { createReport } from './service';

export interface ReportsRoutesOptions {
  reportsPerHour: number;
}

export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (app, options) => {
  const limited = { config: { rateLimit: { max: options.reportsPerHour, timeWindow: '1 hour' } } };
  // The spec has both paths (customer §7): the signed-in and the public form.
  for (const endpoint of [reportEndpoint, signedInReportEndpoint]) {
    routeOf(app, endpoint, limited, async (request) => ({
      status: 200,
      message: 'Report submitted successfully',
      data: await createReport(app.db, request.body, request.account?.userId ?? null),
    }));
  }
};
