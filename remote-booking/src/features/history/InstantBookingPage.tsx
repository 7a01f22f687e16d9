import { BookingsTab } from './BookingsTab';

/** /instand-booking: the open work due today, overdue or already started. */
export default function InstantBookingPage() {
  return <BookingsTab tab="instant" />;
}
