import type { NotificationFeed } from '@servenear/shared/api';
import { useMarkNotificationsSeen, useNotifications } from '@servenear/shared/account-api';
import { Link } from '@servenear/shared/router';
import { timeAgo } from '@servenear/shared/domain';
import { NotificationMessage } from '@servenear/shared/notifications';
import { QueryState } from '@servenear/shared/ui';
import { AccountLayout } from '../../components/account-layout/AccountLayout';
import { notificationsPageTexts } from './texts';
import styles from './NotificationsPage.module.css';

/**
 * '/notification' (customer §2, static in the spec): the customer's own events, newest first.
 * The spec's sample messages are gone: samples that read like real events would mislead.
 * Opening the page marks them read, as opening the header's popup does.
 */
export default function NotificationsPage() {
  const query = useNotifications();
  useMarkNotificationsSeen(query.data);
  return (
    <AccountLayout title={notificationsPageTexts.title}>
      <QueryState
        query={query}
        isEmpty={(feed) => feed.notifications.length === 0}
        empty={
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{notificationsPageTexts.empty}</p>
            <p className={styles.hint}>{notificationsPageTexts.emptyHint}</p>
          </div>
        }
      >
        {(feed) => <NotificationList feed={feed} />}
      </QueryState>
    </AccountLayout>
  );
}

function NotificationList({ feed }: { feed: NotificationFeed }) {
  return (
    <ul className={styles.list} aria-label={notificationsPageTexts.title}>
      {feed.notifications.map((item) => (
        <li key={item.id} className={item.read ? styles.item : `${styles.item} ${styles.unread}`}>
          <span className={styles.dot} aria-hidden="true" />
          {/* The event's page: an enquiry's answer opens /service-enquiry, a booking's news the booking tabs. */}
          <Link to={item.link} className={styles.follow}>
            <NotificationMessage as="span" text={item.message} className={styles.text} />
            <span className={styles.when}>
              {item.read ? null : <span className={styles.badge}>{notificationsPageTexts.unread}</span>}
              <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
