import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  moneyMessages,
  opsApplyReconciliationEndpoint,
  opsApprovePayoutsEndpoint,
  opsPayoutBatchEndpoint,
  opsPayoutBatchesEndpoint,
  opsProposePayoutsEndpoint,
  opsReconciliationEndpoint,
  opsRefundsEndpoint,
  opsRetryRefundEndpoint,
  opsTrialBalanceEndpoint,
} from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { routeOf } from '../../http/endpointRoute';
import { currentAccount } from '../../plugins/auth';
import { auditNote, opsOnly } from '../../plugins/opsGuard';
import { approvePayouts, payoutBatchesFor, payoutBatchFor, proposePayouts } from '../payouts/ops';
import { trialBalanceFor } from '../ledger/ops';
import { refundsForOps, retryRefund } from '../refunds/ops';
import { applyReconciliation } from '../reconciliation/apply';
import { reconciliationFor } from '../reconciliation/report';

/** Ops' money calls (issue 38), mounted under /api/admin; the admin CLI's refunds:*, payouts:*, ledger:* and reconcile commands call the same services. */
export const adminMoneyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  routeOf(app, opsRefundsEndpoint, opsOnly('refunds.manage'), async (request) => refundsForOps(context, request.query));
  routeOf(app, opsRetryRefundEndpoint, opsOnly('refunds.manage'), async (request) => ({ status: 200, message: moneyMessages.retried, data: await retryRefund(context, request.params.id) }));
  routeOf(app, opsTrialBalanceEndpoint, opsOnly('ledger.read'), async (request) => ({ status: 200, data: await trialBalanceFor(context, request.query.until) }));
  routeOf(app, opsProposePayoutsEndpoint, opsOnly('payouts.manage'), async (request) => {
    const batch = await proposePayouts(context);
    // The path names no batch: the audit row names the one proposed.
    auditNote(request, { subject: `payout-batch:${batch.id}` });
    return { status: 200, message: moneyMessages.proposed, data: batch };
  });
  routeOf(app, opsPayoutBatchesEndpoint, opsOnly('payouts.manage'), async (request) => ({ status: 200, ...(await payoutBatchesFor(context, request.query.page)) }));
  routeOf(app, opsPayoutBatchEndpoint, opsOnly('payouts.manage'), async (request) => ({ status: 200, data: await payoutBatchFor(context, request.params.id) }));
  routeOf(app, opsApprovePayoutsEndpoint, opsOnly('payouts.manage'), async (request) => ({
    status: 200,
    message: moneyMessages.approved,
    data: await approvePayouts(context, request.params.id, currentAccount(request).userId),
  }));
  routeOf(app, opsReconciliationEndpoint, opsOnly('reconciliation.manage'), async (request) => ({ status: 200, data: await reconciliationFor(context, request.query.date) }));
  routeOf(app, opsApplyReconciliationEndpoint, opsOnly('reconciliation.manage'), async (request) => ({ status: 200, message: moneyMessages.reconciled, data: await applyReconciliation(context, request.body.date) }));
};
