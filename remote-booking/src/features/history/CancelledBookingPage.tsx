import { bookingApi, type CallOptions } from '@servenear/shared/api';
import { CancelledBookingCard } from './cards/CancelledBookingCard';
import { HistoryPage } from './layout/HistoryPage';
import { ListState } from './layout/ListState';
import { useLoaded } from './layout/useLoaded';
import styles from './layout/HistoryPage.module.css';

const loadCancelled = (options: CallOptions) => bookingApi.cancelledBookings(options);

/** /cancel-booking: the customer's cancelled bookings and their refunds. */
export default function CancelledBookingPage() {
  const { state, retry } = useLoaded(loadCancelled);
  return (
    <HistoryPage>
      <ListState state={state} onRetry={retry}>
        {(bookings) => (
          <ul className={styles.list}>
            {bookings.map((booking) => (
              <li key={booking.bookingId}>
                <CancelledBookingCard booking={booking} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </HistoryPage>
  );
}
