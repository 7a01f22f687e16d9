import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from '@servenear/shared/router';
import { bookingTabs, isBuiltRoute, tabLabel } from './tabs';
import { historyTexts } from '../texts';
import styles from './BookingTabs.module.css';

interface BookingTabsProps {
  /** Which routes have a page; the route table by default. */
  isBuilt?: (path: string) => boolean;
}

/** customer §2 'Booking tabs menu': the tabs whose pages exist, the current one marked. */
export function BookingTabs({ isBuilt = isBuiltRoute }: BookingTabsProps) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the bar scrolls sideways: the open tab (Pass Fast Express, Service Enquiry sit
  // past the screen's edge) is brought into the bar's view, so the customer sees where they are.
  useLayoutEffect(() => {
    const bar = nav.current;
    const open = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !open || bar.scrollWidth <= bar.clientWidth) return;
    const tab = open.getBoundingClientRect();
    const start = tab.left - bar.getBoundingClientRect().left + bar.scrollLeft;
    bar.scrollLeft = Math.max(0, start - (bar.clientWidth - tab.width) / 2);
  }, [pathname]);
  return (
    <nav ref={nav} aria-label={historyTexts.tabsLabel} className={styles.nav}>
      <ul className={styles.tabs}>
        {bookingTabs
          .filter((tab) => isBuilt(tab.path))
          .map((tab) => (
            <li key={tab.path}>
              {/* NavLink sets aria-current="page" on the tab of the open page. */}
              <NavLink to={tab.path} end className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}>
                {tabLabel(tab)}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}
