import type { Booking } from '@servenear/shared/api';

/**
 * The Schedule Booking tab: bookings with work booked after today (India), each with only
 * those later lines. The spec's static samples are replaced by the customer's real bookings.
 */
export function scheduledBookings(bookings: readonly Booking[], today: string): Booking[] {
  return bookings
    .map((booking) => ({ ...booking, lines: booking.lines.filter((line) => line.date > today) }))
    .filter((booking) => booking.lines.length > 0);
}
