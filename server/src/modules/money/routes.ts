import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyMessages, opsApprovePayoutsEndpoint, opsPayoutBatchEndpoint, opsProposePayoutsEndpoint, opsRefundsEndpoint, opsRetryRefundEndpoint, opsTrialBalanceEndpoint } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { currentAccount, requireRole } from '../../plugins/auth';
import { approvePayouts, payoutBatchFor, proposePayouts } from '../payouts/ops';
import { trialBalanceFor } from '../ledger/ops';
import { refundsForOps, retryRefund } from '../refunds/ops';

/** Ops' money calls (issue 38), mounted under /api/admin; the admin CLI's refunds:*, payouts:* and ledger:* commands call the same services. */
export const adminMoneyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const admin = { preValidation: requireRole('admin') };
  routeOf(app, opsRefundsEndpoint, admin, async (request) => ({ status: 200, data: await refundsForOps(context, request.query.status) }));
  routeOf(app, opsRetryRefundEndpoint, admin, async (request) => ({ status: 200, message: moneyMessages.retried, data: await retryRefund(context, request.params.id) }));
  routeOf(app, opsTrialBalanceEndpoint, admin, async (request) => ({ status: 200, data: await trialBalanceFor(context, request.query.until) }));
  routeOf(app, opsProposePayoutsEndpoint, admin, async () => ({ status: 200, message: moneyMessages.proposed, data: await proposePayouts(context) }));
  routeOf(app, opsPayoutBatchEndpoint, admin, async (request) => ({ status: 200, data: await payoutBatchFor(context, request.params.id) }));
  routeOf(app, opsApprovePayoutsEndpoint, admin, async (request) => ({
    status: 200,
    message: moneyMessages.approved,
    data: await approvePayouts(context, request.params.id, currentAccount(request).userId),
  }));
};
