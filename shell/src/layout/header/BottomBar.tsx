import { Link, NavLink } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { LanguageSwitch } from '@servenear/shared/language-switch';
import { CalendarIcon, GridIcon, HomeIcon } from '../icons';
import { bookingHistoryTarget } from '../navTargets';
import { usePopups } from '../popups/popupStore';
import { navTexts } from '../texts';
import styles from './BottomBar.module.css';

const itemClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.item} ${styles.active}` : styles.item);

/** The mobile bottom bar of customer §2 (shown under 999 px), and the language switch (issue 41). */
export function BottomBar() {
  const { session } = useHost();
  const showPopup = usePopups((state) => state.show);
  return (
    <nav className={styles.bar} aria-label={navTexts.quickLinks}>
      <NavLink to="/" end className={itemClass}>
        <HomeIcon />
        <span>{navTexts.home}</span>
      </NavLink>
      {session ? (
        <button type="button" className={styles.item} onClick={() => showPopup('categories')}>
          <GridIcon />
          <span>{navTexts.categories}</span>
        </button>
      ) : (
        // For a visitor Categories and Booking History lead to the login page: on it, neither
        // tab is where they are, so neither lights up (two did, issue 37).
        <Link to="/login" className={styles.item}>
          <GridIcon />
          <span>{navTexts.categories}</span>
        </Link>
      )}
      {session ? (
        <NavLink to={bookingHistoryTarget(session)} className={itemClass}>
          <CalendarIcon />
          <span>{navTexts.bookingHistory}</span>
        </NavLink>
      ) : (
        <Link to="/login" className={styles.item}>
          <CalendarIcon />
          <span>{navTexts.bookingHistory}</span>
        </Link>
      )}
      {/* Issue 41: the header's bar has no room for it on phones; here it is always in reach. */}
      <LanguageSwitch variant="stacked" className={styles.language} />
    </nav>
  );
}
