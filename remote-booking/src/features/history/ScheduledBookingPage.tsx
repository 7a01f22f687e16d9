import { indianDate } from '@servenear/shared/domain';
import type { Booking } from '@servenear/shared/api';
import { BookingsTab } from './BookingsTab';
import { scheduledBookings } from './scheduled';

const upcoming = (bookings: Booking[]) => scheduledBookings(bookings, indianDate(new Date()));

/** /scheduled-booking: the open bookings' work booked after today. */
export default function ScheduledBookingPage() {
  return <BookingsTab select={upcoming} />;
}
