import { Link } from '@servenear/shared/router';
import { PartnerLayout } from '../../components/layout/PartnerLayout';
import { NotificationList } from '../../components/notifications/NotificationList';
import { POPUP_LATEST } from '../../components/notifications/NotificationsPopup';
import { notificationTexts } from '../../components/notifications/texts';
import styles from './NotificationsPage.module.css';

/**
 * partner §2 /notification-popup: the bell's popup as a page of its own (a link or a phone's
 * back button can land on it): the newest few events and 'See all'.
 */
export default function NotificationPopupPage() {
  return (
    <PartnerLayout title={notificationTexts.title}>
      <section className={styles.card} aria-label={notificationTexts.title}>
        <NotificationList limit={POPUP_LATEST} />
        <Link to="/employee-notification" className={styles.seeAll}>
          {notificationTexts.seeAll}
        </Link>
      </section>
    </PartnerLayout>
  );
}
