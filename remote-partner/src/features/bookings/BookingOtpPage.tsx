import { parseId } from '@servenear/shared/id';
import { useLocation } from '@servenear/shared/router';
import { usePartnerBookings } from '@servenear/shared/partner';
import { BookingCard } from './BookingCard';
import { bookingTexts } from './bookingTexts';
import { BookingsFrame } from './BookingsFrame';
import { useBackToList } from './useBackToList';

/** The line whose popup to open: the state `{ bookingId }`, or `?bookingId=` in a link. */
function lineOf(state: unknown, search: string): number | null {
  const fromState = typeof state === 'object' && state !== null && 'bookingId' in state ? parseId(state.bookingId) : null;
  return fromState ?? parseId(new URLSearchParams(search).get('bookingId'));
}

/**
 * '/booking-otp' (partner §2): the Booking List with the 4-digit popup open for one job. Without
 * a job named (or one no longer assigned) it is the list.
 */
export default function BookingOtpPage() {
  const { state, search } = useLocation();
  const lineId = lineOf(state, search);
  const query = usePartnerBookings('open');
  const backToList = useBackToList();
  return (
    <BookingsFrame title={bookingTexts.tabs.list} query={query}>
      {(bookings) =>
        bookings.map((booking) => (
          <BookingCard key={booking.lineId} booking={booking} codeOpen={booking.lineId === lineId && booking.status === 'assigned'} onCompleted={backToList} />
        ))
      }
    </BookingsFrame>
  );
}
