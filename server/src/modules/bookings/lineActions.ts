import type { AppContext } from '../../context';
import { moveLine, notYetApproved } from './lifecycle';
import { recordLineEvent, recordPartnerLineEvent } from '../notifications/record';
import { refundIfPaid } from './refund';

/** What a customer does to one line of their booking (customer §4, §6): cancel it while pending, approve completed work. */
type Context = Pick<AppContext, 'db' | 'clock'>;

export const lineActionMessages = {
  cancelled: 'Booking canceled successfully!',
  approved: 'Service approved successfully.',
} as const;

/**
 * POST user/cancelbooking {bookingId}: the site cancels one service of a booking, so the spec's
 * bookingId is the line's id. The booking's total stays what was booked (its history).
 */
export async function cancelLine(context: Context, userId: number, lineId: number): Promise<void> {
  const at = context.clock();
  await context.db.transaction(async (tx) => {
    const line = await moveLine(tx, lineId, 'cancelByUser', { role: 'user', userId }, {
      cancelledAt: at,
      cancelledBy: 'user',
      refundAmount: refundIfPaid,
    });
    await recordLineEvent(tx, lineId, { kind: 'refund_recorded', amount: line.refundAmount }, at);
    // Only a pending line is the customer's to cancel today, so no partner holds it; should that change, they are told.
    await recordPartnerLineEvent(tx, line, { kind: 'job_cancelled', by: 'customer' }, at);
  });
}

/** POST user/service/statusupdate {id}: the customer approves a completed line, once. */
export async function approveLine(context: Context, userId: number, lineId: number): Promise<void> {
  const at = context.clock();
  await context.db.transaction(async (tx) => {
    const line = await moveLine(tx, lineId, 'approve', { role: 'user', userId }, { approvedAt: at }, notYetApproved);
    await recordPartnerLineEvent(tx, line, { kind: 'work_approved' }, at);
  });
}
