import type { Booking, BookingLine } from '@servenear/shared/booking-api';
import type { LineStatus } from '@servenear/shared/domain';
import { instantBookings, scheduledBookings } from './split';

const line = (id: number, date: string, status: LineStatus = 'pending') => ({ id, date, status }) as BookingLine;
const booking = (id: number, lines: BookingLine[]) => ({ id, lines }) as Booking;
const kept = (bookings: Booking[]) => bookings.map((entry) => [entry.id, entry.lines.map((shown) => shown.id)]);

const today = '2026-11-25';
const bookings = [
  // Overdue and still pending, due today, started early although booked for tomorrow, booked for tomorrow.
  booking(1, [line(1, '2026-11-24'), line(2, '2026-11-25'), line(3, '2026-11-26', 'confirmed'), line(4, '2026-11-26')]),
  booking(2, [line(5, '2026-11-25', 'assigned')]),
  booking(3, [line(6, '2026-12-20')]),
];

it('keeps on Instant the work due today or earlier and the work already started, and the bookings that still have some', () => {
  expect(kept(instantBookings(bookings, today))).toEqual([
    [1, [1, 2, 3]],
    [2, [5]],
  ]);
});

it('keeps on Scheduled the work booked for a later day that has not started, and the bookings that still have some', () => {
  expect(kept(scheduledBookings(bookings, today))).toEqual([
    [1, [4]],
    [3, [6]],
  ]);
});

it('puts every line on exactly one of the two tabs', () => {
  const ids = (shown: Booking[]) => shown.flatMap((entry) => entry.lines.map((kept) => kept.id));
  expect([...ids(instantBookings(bookings, today)), ...ids(scheduledBookings(bookings, today))].sort()).toEqual([1, 2, 3, 4, 5, 6]);
});
