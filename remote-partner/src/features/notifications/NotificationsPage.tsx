import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { NotificationList } from '../../components/notifications/NotificationList';
import { notificationTexts } from '../../components/notifications/texts';
import styles from './NotificationsPage.module.css';

/** partner §2 /employee-notification: every event the server lists (the latest 30), each with its time and link. */
export default function NotificationsPage() {
  return (
    <PartnerLayout title={notificationTexts.title}>
      <section className={styles.card} aria-label={notificationTexts.title}>
        <NotificationList />
      </section>
    </PartnerLayout>
  );
}
