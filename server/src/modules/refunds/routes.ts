import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyMessages, opsRefundsEndpoint, opsRetryRefundEndpoint, opsTrialBalanceEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { requireRole } from '../../plugins/auth';
import { trialBalanceFor } from '../ledger/ops';
import { refundsForOps, retryRefund } from './ops';

/** Ops' money calls (issue 38), mounted under /api/admin; the admin CLI's refunds:* and ledger:* commands call the same services. */
export const adminMoneyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const admin = { preValidation: requireRole('admin') };
  routeOf(app, opsRefundsEndpoint, admin, async (request) => ({ status: 200, data: await refundsForOps(context, request.query.status) }));
  routeOf(app, opsRetryRefundEndpoint, admin, async (request) => ({ status: 200, message: moneyMessages.retried, data: await retryRefund(context, request.params.id) }));
  routeOf(app, opsTrialBalanceEndpoint, admin, async (request) => ({ status: 200, data: await trialBalanceFor(context, request.query.until) }));
};
