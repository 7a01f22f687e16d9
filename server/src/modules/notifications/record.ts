import { notificationMessages } from './messages';
import { accountName, deleteNotification, insertNotification, lineContext, type Writer } from './repository';

/**
 * The events a customer is told about, each recorded by the code that makes it happen, inside
 * that code's transaction: the notification exists exactly when the event does.
 *
 * The next one is an answered enquiry: once enquiries exist, add its kind to
 * shared/src/wire/notifications.ts and a message to messages.ts, and record it here from the
 * transaction that stores the answer.
 */

/** booking_received: written by the booking's own transaction, so an idempotent replay (which makes no booking) writes none. */
export async function recordBookingReceived(tx: Writer, booking: { userId: number; bookingId: number; at: Date }): Promise<void> {
  const { userId, bookingId, at } = booking;
  await insertNotification(tx, { userId, kind: 'booking_received', bookingId, lineId: null, message: notificationMessages.bookingReceived(bookingId), at });
}

/** What happened to one line of a booking. */
export type LineEvent =
  | { kind: 'partner_assigned'; partnerId: number }
  | { kind: 'start_code_sent' }
  | { kind: 'work_completed' }
  /** A cancellation's refund; nothing is said when nothing is owed back (an unpaid booking). */
  | { kind: 'refund_recorded'; amount: number };

/**
 * Tells the line's customer about the event; the new notification's id, or null when there was
 * nothing to tell (a refund of ₹0).
 */
export async function recordLineEvent(tx: Writer, lineId: number, event: LineEvent, at: Date): Promise<number | null> {
  if (event.kind === 'refund_recorded' && event.amount <= 0) return null;
  const line = await lineContext(tx, lineId);
  if (!line) throw new Error(`line ${lineId} has no booking to notify about`);
  const { userId, bookingId, serviceName } = line;
  const message = await messageFor(tx, event, serviceName, bookingId);
  return insertNotification(tx, { userId, kind: event.kind, bookingId, lineId, message, at });
}

async function messageFor(tx: Writer, event: LineEvent, service: string, bookingId: number): Promise<string> {
  switch (event.kind) {
    case 'partner_assigned': {
      // The allocation checked the partner exists; a name is still needed for the sentence.
      const partner = (await accountName(tx, event.partnerId)) ?? 'A partner';
      return notificationMessages.partnerAssigned(partner, service, bookingId);
    }
    case 'start_code_sent':
      return notificationMessages.startCodeSent(service, bookingId);
    case 'work_completed':
      return notificationMessages.workCompleted(service, bookingId);
    case 'refund_recorded':
      return notificationMessages.refundRecorded(event.amount, bookingId);
  }
}

/** A start code that could not be sent after all: the customer must not be told it was. */
export async function withdrawNotification(tx: Writer, id: number): Promise<void> {
  await deleteNotification(tx, id);
}
