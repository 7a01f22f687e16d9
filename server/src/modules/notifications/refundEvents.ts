import { notificationMessages } from './messages';
import { insertNotification, type Writer } from './repository';
import { bookings } from '../../db/schema';
import { eq } from 'drizzle-orm';

/**
 * Issue 38: the provider paid a refund back: the booking's customer is told, in the app and by
 * SMS (smsTexts.ts refund_processed), in the transaction that records it. Paise in, rupees said.
 */
export async function recordRefundProcessed(tx: Writer, refund: { bookingId: number; lineId: number | null; amount: number }, at: Date): Promise<void> {
  const [booking] = await tx.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, refund.bookingId));
  if (!booking) throw new Error(`refund of booking ${refund.bookingId}, which does not exist`);
  await insertNotification(tx, {
    userId: booking.userId,
    kind: 'refund_processed',
    bookingId: refund.bookingId,
    lineId: refund.lineId,
    message: notificationMessages.refundProcessed(refund.amount / 100, refund.bookingId),
    at,
  });
}
