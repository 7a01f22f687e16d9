import { useCancelledBookings } from '@servenear/shared/api';
import { CancelledBookingCard } from './cards/CancelledBookingCard';
import { HistoryPage } from './layout/HistoryPage';
import { ListState } from './layout/ListState';
import styles from './layout/HistoryPage.module.css';

/** /cancel-booking: the customer's cancelled bookings and their refunds. */
export default function CancelledBookingPage() {
  return (
    <HistoryPage>
      <ListState query={useCancelledBookings()}>
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
