import type { MoveStage } from '@servenear/shared/wire';
import type { EnquiryRow } from '../views';

/**
 * A move request's state machine (issue 37; docs/architecture.md §6). Each arrow is one
 * conditional UPDATE on the enquiries row (or, for paid, on its booking), so of two racing
 * requests one wins and the other is told 409:
 *
 *   requested ─ops answer─► answered | quoted     (ops.ts, status pending → enquired)
 *   requested ─ops reject─► rejected              (ops.ts, status pending → rejected)
 *   quoted ─customer accepts─► accepted           (accept.ts: booking_id set, a booking of the quote)
 *   accepted ─payment captured─► paid             (payments: the booking pending → paid)
 *   paid ─mover, with a photo─► picked_up         (steps.ts: picked_up_at, pickup_photo)
 *   picked_up ─mover, with a photo─► delivered    (steps.ts: delivered_at, delivery_photo)
 *
 * Ops allocate a mover (and may move the job to another) at any stage before picked_up.
 * The stage is not stored: it is read from those columns, so it can never disagree with them.
 */
export interface StageFacts extends Pick<EnquiryRow, 'status' | 'quote' | 'bookingId' | 'pickedUpAt' | 'deliveredAt'> {
  /** The move's booking's payment; null while there is no booking. */
  paymentStatus: 'pending' | 'paid' | null;
}

export function moveStageOf(facts: StageFacts): MoveStage {
  if (facts.deliveredAt) return 'delivered';
  if (facts.pickedUpAt) return 'picked_up';
  if (facts.bookingId !== null) return facts.paymentStatus === 'paid' ? 'paid' : 'accepted';
  if (facts.status === 'pending') return 'requested';
  if (facts.status === 'rejected') return 'rejected';
  return facts.quote === null ? 'answered' : 'quoted';
}
