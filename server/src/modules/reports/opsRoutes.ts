import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { opsAnswerReportEndpoint, opsCloseReportEndpoint, opsReportEndpoint, opsReportMessages, opsReportsEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { currentOps, opsOnly } from '../../plugins/opsGuard';
import { answerReport, closeReport, reportDetail, reportsPage } from './ops';

/** Issue 39, under /api/admin: Report & Queries for ops with reports.manage (support, admin). */
export const opsReportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const manage = opsOnly('reports.manage');
  const deps = { db: context.db, clock: context.clock };

  routeOf(app, opsReportsEndpoint, manage, async (request) => ({ status: 200, ...(await reportsPage(context.db, request.query)) }));

  routeOf(app, opsReportEndpoint, manage, async (request) => ({ status: 200, data: await reportDetail(context.db, request.params.id) }));

  routeOf(app, opsAnswerReportEndpoint, manage, async (request) => ({
    status: 200,
    message: opsReportMessages.answered,
    data: await answerReport(deps, currentOps(request).userId, request.params.id, request.body),
  }));

  routeOf(app, opsCloseReportEndpoint, manage, async (request) => ({
    status: 200,
    message: opsReportMessages.closedNow,
    data: await closeReport(deps, currentOps(request).userId, request.params.id, request.body),
  }));
};
