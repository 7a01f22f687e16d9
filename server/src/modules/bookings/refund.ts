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

/** The cancellation policy (/pages/cancellation-policy): a late cancel of an assigned line keeps up to ₹100 or 10 %, whichever is lower. */
export const LATE_CANCEL_HOURS = 4;
export const LATE_CANCEL_FEE_CAP = 100;

/**
 * What a customer's own cancel owes back (issue 37): the price when paid, less the policy's
 * fee when a partner was already assigned and the slot starts within four hours of `at` (the
 * partner kept the slot for them). Read in the cancelling UPDATE, so `status` is the line's
 * status before the cancel.
 */
export function refundOnCustomerCancel(at: Date) {
  const lateFrom = new Date(at.getTime() + LATE_CANCEL_HOURS * 3_600_000).toISOString();
  const slotStart = sql`((${bookingLines.serviceDate} + ${bookingLines.serviceTime}::time) AT TIME ZONE 'Asia/Kolkata')`;
  const fee = sql`CASE WHEN ${bookingLines.status} = 'assigned' AND ${slotStart} < ${lateFrom}::timestamptz
    THEN LEAST(${LATE_CANCEL_FEE_CAP}, ROUND(${bookingLines.price} * 0.1)::int) ELSE 0 END`;
  return sql<number>`CASE WHEN (
    SELECT ${bookings.paymentStatus} FROM ${bookings} WHERE ${bookings.id} = ${bookingLines.bookingId} FOR SHARE
  ) = 'paid' THEN ${bookingLines.price} - ${fee} ELSE 0 END`;
}
