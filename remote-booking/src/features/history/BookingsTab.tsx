import { Link } from '@servenear/shared/router';
import { useOpenBookings, type Booking } from '@servenear/shared/booking-api';
import { indianDate } from '@servenear/shared/domain';
import { BookingCard } from './cards/BookingCard';
import { HistoryPage } from './layout/HistoryPage';
import { ListState } from './layout/ListState';
import { instantBookings, scheduledBookings } from './split';
import { tabTexts } from './texts';
import buttons from './Buttons.module.css';
import styles from './layout/HistoryPage.module.css';

const split = { instant: instantBookings, scheduled: scheduledBookings };

/**
 * The header's Booking History opens Instant Booking: a customer whose open work is all for a
 * later day is told where it is, rather than only that nothing is due.
 */
function LaterWorkPointer() {
  return (
    <>
      <p className={styles.hint}>{tabTexts.instant.laterWork}</p>
      <Link to="/scheduled-booking" className={buttons.primary}>
        {tabTexts.instant.seeLaterWork}
      </Link>
    </>
  );
}

/** The instant and scheduled tabs: the customer's open bookings, each with only its lines on this tab. */
export function BookingsTab({ tab }: { tab: 'instant' | 'scheduled' }) {
  const bookings = useOpenBookings();
  // 'Today' is India's date when the page draws (bookings are made in India).
  const today = indianDate(new Date());
  const select = (open: Booking[]) => split[tab](open, today);
  const shown = { ...bookings, data: bookings.data && select(bookings.data) };
  const hasLaterWork = tab === 'instant' && bookings.data !== undefined && scheduledBookings(bookings.data, today).length > 0;
  const texts = tabTexts[tab];
  return (
    <HistoryPage description={texts.description}>
      <ListState query={shown} emptyText={texts.empty} emptyAction={hasLaterWork ? <LaterWorkPointer /> : undefined}>
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
