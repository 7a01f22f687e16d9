import { and, eq } from 'drizzle-orm';
import { enquiries } from '../../db/schema';
import { notificationMessages, notificationTexts, partnerNotificationMessages } from './messages';
import { opsNotificationMessages } from './opsMessages';
import { tellOps } from './opsEvents';
import { accountName, insertNotification, type Writer } from './repository';

/**
 * Issue 37: what the customer, the mover and ops are told at each step of a move, written in the
 * step's transaction like every notification (record.ts). Ops are every live admin account.
 */

/** A move as its step's notifications name it. */
export interface MoveFacts {
  id: number;
  customerId: number;
  partnerId: number;
  moveDate: string;
  toAddress: string;
}

/** quoted → accepted: ops learn the customer took the quote. */
export async function recordMoveAccepted(tx: Writer, move: { id: number; quote: number }, at: Date): Promise<void> {
  await tellOps(tx, 'ops_pd_accepted', opsNotificationMessages.pdAccepted(move.id, move.quote), at);
}

/**
 * accepted → paid, from the payment's transaction (record.ts' recordBookingPaid): when the booking
 * paid is a move's, its mover (when there is one) may pick it up, and ops are told.
 */
export async function recordMovePaid(tx: Writer, bookingId: number, at: Date): Promise<void> {
  const [move] = await tx
    .select({ id: enquiries.id, partnerId: enquiries.partnerId, moveDate: enquiries.moveDate, fromAddress: enquiries.fromAddress })
    .from(enquiries)
    .where(and(eq(enquiries.bookingId, bookingId), eq(enquiries.kind, 'pd')));
  if (!move) return;
  if (move.partnerId !== null) {
    await insertNotification(tx, {
      userId: move.partnerId,
      kind: 'pd_job_paid',
      bookingId,
      lineId: null,
      message: () => partnerNotificationMessages.pdJobPaid(move.moveDate ?? '', move.fromAddress ?? ''),
      at,
    });
  }
  await tellOps(tx, 'ops_pd_paid', opsNotificationMessages.pdPaid(move.id), at);
}

/** paid → picked_up, picked_up → delivered: the customer and ops are told, naming the mover. */
export async function recordMoveStep(tx: Writer, step: 'picked_up' | 'delivered', move: MoveFacts, at: Date): Promise<void> {
  const moverName = await accountName(tx, move.partnerId);
  const pickedUp = step === 'picked_up';
  await insertNotification(tx, {
    userId: move.customerId,
    kind: pickedUp ? 'pd_picked_up' : 'pd_delivered',
    bookingId: null,
    lineId: null,
    message: () => {
      const mover = moverName ?? notificationTexts.customer.yourMover;
      return pickedUp ? notificationMessages.pdPickedUp(mover, move.moveDate) : notificationMessages.pdDelivered(mover, move.toAddress);
    },
    at,
  });
  await tellOps(
    tx,
    pickedUp ? 'ops_pd_picked_up' : 'ops_pd_delivered',
    // Ops read English (the ops console stays English).
    pickedUp ? opsNotificationMessages.pdPickedUp(move.id, moverName ?? 'Your mover') : opsNotificationMessages.pdDelivered(move.id, moverName ?? 'Your mover'),
    at,
  );
}

/** pd_job_withdrawn: ops gave the move to another partner; the one who had it is told. */
export async function recordPdJobWithdrawn(tx: Writer, job: { partnerId: number; moveDate: string; fromAddress: string }, at: Date): Promise<void> {
  await insertNotification(tx, {
    userId: job.partnerId,
    kind: 'pd_job_withdrawn',
    bookingId: null,
    lineId: null,
    message: () => partnerNotificationMessages.pdJobWithdrawn(job.moveDate, job.fromAddress),
    at,
  });
}
