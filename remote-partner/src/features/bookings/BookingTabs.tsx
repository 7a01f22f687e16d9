import { NavLink } from '@servenear/shared/router';
import { bookingTexts } from './cardActions';
import styles from './Bookings.module.css';

/** Each tab's route and the name of its text (read as the menu draws, in the current language). */
const tabs = [
  { to: '/employee-booking-list', text: 'list' },
  { to: '/employee-booking-completed', text: 'completed' },
  { to: '/employee-booking-cancel', text: 'cancelled' },
  // Ours (issue 15): the spec's /employee-booking-pdenquiery shows this menu; its tab lists the
  // pickup-and-delivery jobs ops allocate to the partner.
  { to: '/employee-booking-pdenquiery', text: 'pickAndDrop' },
] as const;

/** partner §2 'Booking tabs (tab menu)', and ours, the pickup-and-delivery jobs. */
export function BookingTabs() {
  return (
    <nav aria-label={bookingTexts.tabsLabel} className={styles.tabs}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={({ isActive }) => (isActive ? `${styles.tab} ${styles.activeTab}` : styles.tab)}>
          {bookingTexts.tabs[tab.text]}
        </NavLink>
      ))}
    </nav>
  );
}
