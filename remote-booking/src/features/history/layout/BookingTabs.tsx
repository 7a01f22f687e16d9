import { NavLink } from 'react-router-dom';
import { bookingTabs, isBuiltRoute } from './tabs';
import { historyTexts } from '../texts';
import styles from './BookingTabs.module.css';

interface BookingTabsProps {
  /** Which routes have a page; the route table by default. */
  isBuilt?: (path: string) => boolean;
}

/** customer §2 'Booking tabs menu': the tabs whose pages exist, the current one marked. */
export function BookingTabs({ isBuilt = isBuiltRoute }: BookingTabsProps) {
  return (
    <nav aria-label={historyTexts.tabsLabel} className={styles.nav}>
      <ul className={styles.tabs}>
        {bookingTabs
          .filter((tab) => isBuilt(tab.path))
          .map((tab) => (
            <li key={tab.path}>
              {/* NavLink sets aria-current="page" on the tab of the open page. */}
              <NavLink to={tab.path} end className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}>
                {tab.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
