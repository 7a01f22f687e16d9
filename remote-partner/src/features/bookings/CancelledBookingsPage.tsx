import { usePartnerCancelledBookings } from '@servenear/shared/partner';
import { bookingTexts } from './bookingTexts';
import { BookingsFrame } from './BookingsFrame';
import { CancelledCard } from './CancelledCard';

/** '/employee-booking-cancel' (partner §2 'Canceled bookings'). */
export default function CancelledBookingsPage() {
  const query = usePartnerCancelledBookings();
  return (
    <BookingsFrame title={bookingTexts.tabs.cancelled} query={query}>
      {(bookings) => bookings.map((booking) => <CancelledCard key={booking.lineId} booking={booking} />)}
    </BookingsFrame>
  );
}
