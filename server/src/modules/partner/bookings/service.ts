import type { PartnerBookingWire, PartnerCancelledWire } from '@servenear/shared/wire';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../lib/httpError';
import { moveLine, unassigned } from '../../bookings/lifecycle';
import type { SessionAccount } from '../../sessions/service';
import { quickCompletionAt } from '../../bookings/times';
import { recordLineEvent } from '../../notifications/record';
import { recordPartnerCancelled } from '../../notifications/disputeEvents';
import { partnerTexts } from '../messages';
import { insertPartnerCancellation, listGivenBackLines, listPartnerLines } from './repository';
import { toCancelledBooking, toCompletedBooking, toPartnerBooking } from './views';

export type PartnerBookingDeps = Pick<AppContext, 'db' | 'clock' | 'sms' | 'otpKey'>;

/** partner §8 texts, and ours where the spec has none. */
export const partnerBookingMessages = partnerTexts.bookings;

/** Partners sign in before an admin verifies them (to see the waiting note), but only a verified one works on bookings. */
export function assertVerifiedPartner(account: SessionAccount): number {
  if (!account.isVerified) throw new HttpError(403, {}, partnerBookingMessages.notVerified);
  return account.userId;
}

export async function openPartnerBookings(deps: Pick<PartnerBookingDeps, 'db'>, partnerId: number): Promise<PartnerBookingWire[]> {
  return (await listPartnerLines(deps.db, partnerId, 'open')).map(toPartnerBooking);
}

export async function completedPartnerBookings(deps: Pick<PartnerBookingDeps, 'db'>, partnerId: number): Promise<PartnerBookingWire[]> {
  return (await listPartnerLines(deps.db, partnerId, 'completed')).map(toCompletedBooking);
}

/** Lines cancelled while his (by the customer or ops) and, issue 37, jobs he gave back; latest first. */
export async function cancelledPartnerBookings(deps: Pick<PartnerBookingDeps, 'db'>, partnerId: number): Promise<PartnerCancelledWire[]> {
  const [cancelled, givenBack] = await Promise.all([listPartnerLines(deps.db, partnerId, 'cancelled'), listGivenBackLines(deps.db, partnerId)]);
  const latest = (row: { cancelledAt: Date | null }) => row.cancelledAt?.getTime() ?? 0;
  return [...cancelled, ...givenBack].sort((a, b) => latest(b) - latest(a) || b.id - a.id).map(toCancelledBooking);
}

/** partner §4: a started job (confirmed) is marked completed; it then waits for approval. */
export async function completePartnerBooking(deps: PartnerBookingDeps, partnerId: number, lineId: number): Promise<void> {
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    // The start and completion times are what the invoices show; too quick a job is flagged to ops.
    await moveLine(tx, lineId, 'complete', { role: 'employee', userId: partnerId }, { completedAt: at, quickCompletion: quickCompletionAt(at) });
    await recordLineEvent(tx, lineId, { kind: 'work_completed' }, at);
  });
}

/**
 * partner §4, issue 37: an assigned job is given back with a reason. The line goes back to ops
 * (pending, no partner) for another partner; the customer keeps the booking and is told; the
 * cancellation counts on the partner's record.
 */
export async function cancelPartnerBooking(deps: PartnerBookingDeps, partnerId: number, { bookingId: lineId, reason }: { bookingId: number; reason: string }): Promise<void> {
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    await moveLine(tx, lineId, 'cancelByPartner', { role: 'employee', userId: partnerId }, { ...unassigned });
    await insertPartnerCancellation(tx, { lineId, partnerId, reason, cancelledAt: at });
    await recordPartnerCancelled(tx, lineId, at);
  });
}
