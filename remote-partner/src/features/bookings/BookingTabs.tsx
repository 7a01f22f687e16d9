import { NavLink } from '@servenear/shared/router';
import { bookingTexts } from './cardActions';
import styles from './Bookings.module.css';

const tabs = [
  { to: '/employee-booking-list', label: bookingTexts.tabs.list },
  { to: '/employee-booking-completed', label: bookingTexts.tabs.completed },
  { to: '/employee-booking-cancel', label: bookingTexts.tabs.cancelled },
  // Ours (issue 15): the spec's /employee-booking-pdenquiery shows this menu; its tab lists the
  // pickup-and-delivery jobs ops allocate to the partner.
  { to: '/employee-booking-pdenquiery', label: bookingTexts.tabs.pickAndDrop },
] as const;

/** partner §2 'Booking tabs (tab menu)', and ours, the pickup-and-delivery jobs. */
export function BookingTabs() {
  return (
    <nav aria-label="Bookings" className={styles.tabs}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={({ isActive }) => (isActive ? `${styles.tab} ${styles.activeTab}` : styles.tab)}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
