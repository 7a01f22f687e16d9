import { useOpenBookings, type Booking } from '@servenear/shared/api';
import { BookingCard } from './cards/BookingCard';
import { HistoryPage } from './layout/HistoryPage';
import { ListState } from './layout/ListState';
import styles from './layout/HistoryPage.module.css';

/** The instant and scheduled tabs: the customer's open bookings, optionally narrowed. */
export function BookingsTab({ select = (bookings) => bookings }: { select?: (bookings: Booking[]) => Booking[] }) {
  const bookings = useOpenBookings();
  const shown = { ...bookings, data: bookings.data && select(bookings.data) };
  return (
    <HistoryPage>
      <ListState query={shown}>
        {(open) => (
          <ul className={styles.list}>
            {open.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </HistoryPage>
  );
}
