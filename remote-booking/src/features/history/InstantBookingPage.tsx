import { BookingsTab } from './BookingsTab';

/** /instand-booking: every open booking of the customer. */
export default function InstantBookingPage() {
  return <BookingsTab />;
}
