import { useCancelledBookings } from '@servenear/shared/booking-api';
import { CancelledBookingCard } from './cards/CancelledBookingCard';
import { HistoryPage } from './layout/HistoryPage';
import { ListState } from './layout/ListState';
import { historyTexts, tabTexts } from './texts';
import styles from './layout/HistoryPage.module.css';

/** /cancel-booking: the customer's cancelled bookings and their refunds. */
export default function CancelledBookingPage() {
  return (
    <HistoryPage description={tabTexts.cancelled.description}>
      <ListState query={useCancelledBookings()} emptyText={historyTexts.empty}>
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
