import { Link, NavLink } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { CalendarIcon, GridIcon, HomeIcon } from '../icons';
import { bookingHistoryTarget } from '../navTargets';
import { usePopups } from '../popups/popupStore';
import styles from './BottomBar.module.css';

const itemClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.item} ${styles.active}` : styles.item);

/** The mobile bottom bar of customer §2 (shown under 999 px). */
export function BottomBar() {
  const { session } = useHost();
  const showPopup = usePopups((state) => state.show);
  return (
    <nav className={styles.bar} aria-label="Quick links">
      <NavLink to="/" end className={itemClass}>
        <HomeIcon />
        <span>Home</span>
      </NavLink>
      {session ? (
        <button type="button" className={styles.item} onClick={() => showPopup('categories')}>
          <GridIcon />
          <span>Categories</span>
        </button>
      ) : (
        // For a visitor Categories and Booking History lead to the login page: on it, neither
        // tab is where they are, so neither lights up (two did, issue 37).
        <Link to="/login" className={styles.item}>
          <GridIcon />
          <span>Categories</span>
        </Link>
      )}
      {session ? (
        <NavLink to={bookingHistoryTarget(session)} className={itemClass}>
          <CalendarIcon />
          <span>Booking History</span>
        </NavLink>
      ) : (
        <Link to="/login" className={styles.item}>
          <CalendarIcon />
          <span>Booking History</span>
        </Link>
      )}
    </nav>
  );
}
