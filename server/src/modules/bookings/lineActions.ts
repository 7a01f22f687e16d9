import type { AppContext } from '../../context';
import { lineVisibleTo, moveLine, notYetApproved } from './lifecycle';
import { bookingTexts } from './messages';
import { recordLineEvent, recordPartnerLineEvent } from '../notifications/record';
import { refundOnCustomerCancel } from './refund';
import { settleLineIfDue } from '../money/settle';
import { oweRefund } from '../refunds/owe';

/** What a customer does to one line of their booking (customer §4, §6): cancel it until work starts, approve completed work. */
type Context = Pick<AppContext, 'db' | 'clock' | 'config'>;

export const lineActionMessages = bookingTexts.lineActions;

/**
 * POST user/cancelbooking {bookingId}: the site cancels one service of a booking, so the spec's
 * bookingId is the line's id. The booking's total stays what was booked (its history). A line
 * with a partner assigned is still pending to the customer (customer §4, §6), so it may be
 * cancelled until work starts; the partner is told, and the policy's late fee applies.
 */
export async function cancelLine(context: Context, userId: number, lineId: number): Promise<void> {
  const at = context.clock();
  await context.db.transaction(async (tx) => {
    const before = await lineVisibleTo(tx, lineId, { role: 'user', userId });
    const line = await moveLine(tx, lineId, 'cancelByUser', { role: 'user', userId }, {
      cancelledAt: at,
      cancelledBy: 'user',
      refundAmount: refundOnCustomerCancel(at),
      startCodeNonce: null,
      startCodeExpiresAt: null,
    });
    // Issue 38: paid, the price goes back less the policy's late fee, which is kept.
    if (line.refundAmount > 0) {
      await oweRefund(tx, { bookingId: line.bookingId, lineId, reason: 'cancellation', amount: line.refundAmount * 100, feeKept: (line.price - line.refundAmount) * 100, at });
    }
    await recordLineEvent(tx, lineId, { kind: 'refund_recorded', amount: line.refundAmount }, at);
    // The UPDATE keeps partner_id: the partner who held the job is told it is off.
    if (before?.status === 'assigned') await recordPartnerLineEvent(tx, line, { kind: 'job_cancelled', by: 'customer' }, at);
  });
}

/** POST user/service/statusupdate {id}: the customer approves a completed line, once. */
export async function approveLine(context: Context, userId: number, lineId: number): Promise<void> {
  const at = context.clock();
  await context.db.transaction(async (tx) => {
    const line = await moveLine(tx, lineId, 'approve', { role: 'user', userId }, { approvedAt: at }, notYetApproved);
    await settleLineIfDue(tx, context.config.money, lineId, at);
    await recordPartnerLineEvent(tx, line, { kind: 'work_approved' }, at);
  });
}
