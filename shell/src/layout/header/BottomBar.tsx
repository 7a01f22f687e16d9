import { NavLink } from '@servenear/shared/router';
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
        <NavLink to="/login" className={itemClass}>
          <GridIcon />
          <span>Categories</span>
        </NavLink>
      )}
      <NavLink to={bookingHistoryTarget(session)} className={itemClass}>
        <CalendarIcon />
        <span>Booking History</span>
      </NavLink>
    </nav>
  );
}
