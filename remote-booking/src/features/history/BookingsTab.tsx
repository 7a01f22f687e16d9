import { useOpenBookings, type Booking } from '@servenear/shared/api';
import { indianDate } from '@servenear/shared/domain';
import { BookingCard } from './cards/BookingCard';
import { HistoryPage } from './layout/HistoryPage';
import { ListState } from './layout/ListState';
import { instantBookings, scheduledBookings } from './split';
import { tabTexts } from './texts';
import styles from './layout/HistoryPage.module.css';

const split = { instant: instantBookings, scheduled: scheduledBookings };

/** The instant and scheduled tabs: the customer's open bookings, each with only its lines on this tab. */
export function BookingsTab({ tab }: { tab: 'instant' | 'scheduled' }) {
  const bookings = useOpenBookings();
  // 'Today' is India's date when the page draws (bookings are made in India).
  const select = (open: Booking[]) => split[tab](open, indianDate(new Date()));
  const shown = { ...bookings, data: bookings.data && select(bookings.data) };
  const texts = tabTexts[tab];
  return (
    <HistoryPage description={texts.description}>
      <ListState query={shown} emptyText={texts.empty}>
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
