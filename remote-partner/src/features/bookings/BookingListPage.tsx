import { usePartnerBookings } from '@servenear/shared/partner';
import { BookingCard } from './BookingCard';
import { bookingTexts } from './bookingTexts';
import { BookingsFrame } from './BookingsFrame';
import { useBackToList } from './useBackToList';

/** '/employee-booking-list' (partner §2): assigned and started jobs, each with its action. */
export default function BookingListPage() {
  const query = usePartnerBookings('open');
  const backToList = useBackToList();
  return (
    <BookingsFrame title={bookingTexts.tabs.list} query={query}>
      {(bookings) => bookings.map((booking) => <BookingCard key={booking.lineId} booking={booking} onCompleted={backToList} />)}
    </BookingsFrame>
  );
}
