import type { Booking, CallOptions } from '@servenear/shared/api';
import { bookingApi } from '@servenear/shared/api';
import { BookingCard } from './cards/BookingCard';
import { HistoryPage } from './layout/HistoryPage';
import { ListState } from './layout/ListState';
import { useLoaded } from './layout/useLoaded';
import styles from './layout/HistoryPage.module.css';

const loadBookings = (options: CallOptions) => bookingApi.bookings(options);

/** The instant and scheduled tabs: the customer's open bookings, optionally narrowed. */
export function BookingsTab({ select = (bookings) => bookings }: { select?: (bookings: Booking[]) => Booking[] }) {
  const { state, retry, refresh } = useLoaded(loadBookings);
  const shown = state.kind === 'loaded' ? { kind: 'loaded' as const, value: select(state.value) } : state;
  return (
    <HistoryPage>
      <ListState state={shown} onRetry={retry}>
        {(bookings) => (
          <ul className={styles.list}>
            {bookings.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} onChanged={refresh} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </HistoryPage>
  );
}
