import { BookingsTab } from './BookingsTab';

/** /scheduled-booking: the open work booked for a later day. */
export default function ScheduledBookingPage() {
  return <BookingsTab tab="scheduled" />;
}
