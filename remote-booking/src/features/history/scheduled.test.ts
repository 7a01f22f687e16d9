import type { Booking, BookingLine } from '@servenear/shared/api';
import { scheduledBookings } from './scheduled';

const line = (id: number, date: string) => ({ id, date }) as BookingLine;
const booking = (id: number, lines: BookingLine[]) => ({ id, lines }) as Booking;

it('keeps the lines dated after today, and the bookings that still have one', () => {
  const today = '2026-11-25';
  const result = scheduledBookings(
    [booking(1, [line(1, '2026-11-24'), line(2, '2026-11-25'), line(3, '2026-11-26')]), booking(2, [line(4, '2026-11-25')]), booking(3, [line(5, '2026-12-20')])],
    today,
  );
  expect(result.map((entry) => [entry.id, entry.lines.map((kept) => kept.id)])).toEqual([
    [1, [3]],
    [3, [5]],
  ]);
});
