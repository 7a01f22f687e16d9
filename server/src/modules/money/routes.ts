import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moneyMessages,
  opsApplyReconciliationEndpoint,
  opsApprovePayoutsEndpoint,
  opsPayoutBatchEndpoint,
  opsProposePayoutsEndpoint,
  opsReconciliationEndpoint,
  opsRefundsEndpoint,
  opsRetryRefundEndpoint,
  opsTrialBalanceEndpoint,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { currentAccount, requireRole } from '../../plugins/auth';
import { approvePayouts, payoutBatchFor, proposePayouts } from '../payouts/ops';
import { trialBalanceFor } from '../ledger/ops';
import { refundsForOps, retryRefund } from '../refunds/ops';
import { applyReconciliation } from '../reconciliation/apply';
import { reconciliationFor } from '../reconciliation/report';

/** Ops' money calls (issue 38), mounted under /api/admin; the admin CLI's refunds:*, payouts:*, ledger:* and reconcile commands call the same services. */
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
  routeOf(app, opsReconciliationEndpoint, admin, async (request) => ({ status: 200, data: await reconciliationFor(context, request.query.date) }));
  routeOf(app, opsApplyReconciliationEndpoint, admin, async (request) => ({ status: 200, message: moneyMessages.reconciled, data: await applyReconciliation(context, request.body.date) }));
};
