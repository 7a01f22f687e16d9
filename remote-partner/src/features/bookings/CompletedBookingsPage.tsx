import { usePartnerBookings } from '@servenear/shared/partner';
import { BookingCard } from './BookingCard';
import { bookingTexts } from './bookingTexts';
import { BookingsFrame } from './BookingsFrame';

/** '/employee-booking-completed' (partner §2): finished work, waiting for approval or approved. */
export default function CompletedBookingsPage() {
  const query = usePartnerBookings('completed');
  return (
    <BookingsFrame title={bookingTexts.tabs.completed} query={query}>
      {(bookings) => bookings.map((booking) => <BookingCard key={booking.lineId} booking={booking} />)}
    </BookingsFrame>
  );
}
