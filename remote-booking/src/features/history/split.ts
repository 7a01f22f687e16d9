import type { Booking, BookingLine } from '@servenear/shared/booking-api';

/**
 * Whether a line belongs on the Instant Booking tab on `today` (India, YYYY-MM-DD): work due
 * today, work overdue and still waiting, and work the partner has already started, even when
 * it was booked for a later day. Everything else is booked for a later day: Schedule Booking.
 * The two tabs split the open work between them, so each line shows on exactly one.
 */
function isDueNow(line: Pick<BookingLine, 'date' | 'status'>, today: string): boolean {
  return line.date <= today || line.status === 'confirmed';
}

/** The bookings narrowed to the lines `keep` accepts, dropping those left with none. */
function narrowed(bookings: readonly Booking[], keep: (line: BookingLine) => boolean): Booking[] {
  return bookings.map((booking) => ({ ...booking, lines: booking.lines.filter(keep) })).filter((booking) => booking.lines.length > 0);
}

/** The Instant Booking tab: each booking with only its lines due now. */
export function instantBookings(bookings: readonly Booking[], today: string): Booking[] {
  return narrowed(bookings, (line) => isDueNow(line, today));
}

/**
 * The Schedule Booking tab: each booking with only its lines booked for a later day. The spec's
 * static samples are replaced by the customer's real bookings.
 */
export function scheduledBookings(bookings: readonly Booking[], today: string): Booking[] {
  return narrowed(bookings, (line) => !isDueNow(line, today));
}

/** What the lines a tab shows of a booking add up to: the card's total on that tab. */
export function linesTotal(lines: readonly Pick<BookingLine, 'price'>[]): number {
  return lines.reduce((sum, line) => sum + line.price, 0);
}
