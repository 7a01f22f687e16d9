import { moneyMessages, type OpsRefundsQuery } from '@servenear/shared/endpoints';
import { bookingReference } from '@servenear/shared/domain';
import type { AdminRefundWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/httpError';
import { sendJob } from '../jobs/queue';
import { refundById, refundsByStatus, retryFailed, type RefundRow } from './repository';

/** Ops' side of refunds (issue 38): the list to follow them, and a failed one tried again. */

type Deps = { db: Database };

function toAdminRefundWire(refund: RefundRow): AdminRefundWire {
  return {
    id: refund.id,
    booking_id: refund.bookingId,
    reference: bookingReference(refund.bookingId),
    line_id: refund.lineId,
    order_id: refund.orderId,
    reason: refund.reason,
    amount: refund.amount,
    status: refund.status,
    provider_refund_id: refund.providerRefundId,
    attempts: refund.attempts,
    last_error: refund.lastError,
    created_at: refund.createdAt.toISOString(),
    initiated_at: refund.initiatedAt?.toISOString() ?? null,
    processed_at: refund.processedAt?.toISOString() ?? null,
    failed_at: refund.failedAt?.toISOString() ?? null,
  };
}

/** GET admin/refunds: one page, newest first. */
export async function refundsForOps({ db }: Deps, { status, page, per_page }: OpsRefundsQuery) {
  const { rows, total } = await refundsByStatus(db, status, { offset: (page - 1) * per_page, limit: per_page });
  return { status: 200, data: rows.map(toAdminRefundWire), total, page, per_page };
}

/** POST admin/refunds/{id}/retry: failed → pending, its job sent again in the same transaction. */
export async function retryRefund({ db }: Deps, id: number): Promise<AdminRefundWire> {
  return db.transaction(async (tx) => {
    const retried = await retryFailed(tx, id);
    if (!retried) {
      if (!(await refundById(tx, id))) throw notFound(moneyMessages.refundNotFound);
      throw new HttpError(409, {}, moneyMessages.retryOnlyFailed);
    }
    await sendJob(tx, 'refunds', { refundId: id });
    return toAdminRefundWire(retried);
  });
}
