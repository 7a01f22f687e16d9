import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { earningInvoiceEndpoint, earningsEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../../context';
import { routeOf } from '../../../http/endpointRoute';
import { currentAccount, requireRole } from '../../../plugins/auth';
import { earningInvoice, partnerEarnings } from './service';

/** The partner's earnings (partner §7 `earning-data`) and one line's invoice (ours), mounted under /api/employee. */
export const partnerEarningRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const partnerOnly = { preValidation: requireRole('employee') };

  routeOf(app, earningsEndpoint, partnerOnly, async (request) => ({
    status: 200,
    data: await partnerEarnings(context, currentAccount(request).userId, request.query.month),
  }));

  routeOf(app, earningInvoiceEndpoint, partnerOnly, async (request) => ({
    status: 200,
    data: await earningInvoice(context, currentAccount(request).userId, request.params.lineId),
  }));
};
