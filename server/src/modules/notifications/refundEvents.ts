import { eq } from 'drizzle-orm';
import { bookings, users } from '../../db/schema';
import { notificationMessages } from './messages';
import { insertNotification, type Writer } from './repository';

/**
 * Issue 38: the provider paid a refund back: the booking's customer is told, in the app and by
 * SMS (smsTexts.ts refund_processed), in the transaction that records it. Paise in, rupees said.
 */
export async function recordRefundProcessed(tx: Writer, refund: { bookingId: number; lineId: number | null; amount: number }, at: Date): Promise<void> {
  const [booking] = await tx
    .select({ userId: bookings.userId, language: users.language })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, refund.bookingId));
  if (!booking) throw new Error(`refund of booking ${refund.bookingId}, which does not exist`);
  await insertNotification(tx, {
    userId: booking.userId,
    language: booking.language,
    kind: 'refund_processed',
    bookingId: refund.bookingId,
    lineId: refund.lineId,
    message: () => notificationMessages.refundProcessed(refund.amount / 100, refund.bookingId),
    at,
  });
}
