import { AccountLayout } from '../../components/account-layout/AccountLayout';
import styles from './NotificationsPage.module.css';

/**
 * customer §2 '/notification (static)': the spec's page shows fixed sample messages (new
 * categories from the admin, trending services, a booking confirmation), not server data.
 */
const notifications = [
  { id: 1, text: 'New category added: Appliance Repair is now available in your area.', when: '2 hours ago' },
  { id: 2, text: 'Trending this week: Deep Home Cleaning is the most booked service near you.', when: '5 hours ago' },
  { id: 3, text: 'Your booking for AC Service has been confirmed. A professional will be assigned soon.', when: 'Yesterday' },
  { id: 4, text: 'New category added: Tutor/Consultancies now includes spoken English classes.', when: '2 days ago' },
  { id: 5, text: 'Trending: Electricians and plumbers are in high demand this monsoon. Book early.', when: '3 days ago' },
] as const;

/** '/notification'. */
export default function NotificationsPage() {
  return (
    <AccountLayout title="Latest Notifications">
      <ul className={styles.list}>
        {notifications.map((notification) => (
          <li key={notification.id} className={styles.item}>
            <span className={styles.dot} aria-hidden="true" />
            <div>
              <p className={styles.text}>{notification.text}</p>
              <p className={styles.when}>{notification.when}</p>
            </div>
          </li>
        ))}
      </ul>
    </AccountLayout>
  );
}
