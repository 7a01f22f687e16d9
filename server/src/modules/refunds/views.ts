import type { Database } from '../../db/client';
import { refundsOfLines } from './repository';

/**
 * Where each line's refund stands, as the customer sees it (issue 38): 'refunded' with the day
 * once every refund of the line was paid back, else 'initiated' (a refund the provider refused
 * is retried, then taken up by ops: to the customer it is still on its way). Lines with no
 * refund are not listed.
 */
export async function refundStates(db: Pick<Database, 'select'>, lineIds: readonly number[]) {
  const states = new Map<number, { status: 'initiated' | 'refunded'; refundedAt: Date | null }>();
  for (const refund of await refundsOfLines(db, lineIds)) {
    if (refund.lineId === null) continue;
    const known = states.get(refund.lineId);
    const paid = refund.status === 'processed';
    if (!known) states.set(refund.lineId, { status: paid ? 'refunded' : 'initiated', refundedAt: refund.processedAt });
    else if (!paid) states.set(refund.lineId, { status: 'initiated', refundedAt: null });
    else if (known.status === 'refunded' && refund.processedAt && (!known.refundedAt || refund.processedAt > known.refundedAt)) known.refundedAt = refund.processedAt;
  }
  return states;
}
