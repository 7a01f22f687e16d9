import { sql } from 'drizzle-orm';
import { bookingLines, bookings } from '../../db/schema';

/**
 * What a line being cancelled owes the customer: its price when the booking is paid, else
 * nothing. Used as the refund_amount of the cancelling UPDATE itself, with the booking row
 * share-locked: a payment being captured at that moment is waited for and seen, so a paid line
 * is never cancelled without its refund.
 */
export const refundIfPaid = sql<number>`CASE WHEN (
  SELECT ${bookings.paymentStatus} FROM ${bookings} WHERE ${bookings.id} = ${bookingLines.bookingId} FOR SHARE
) = 'paid' THEN ${bookingLines.price} ELSE 0 END`;
