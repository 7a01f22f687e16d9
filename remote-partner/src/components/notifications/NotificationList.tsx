import { Link } from '@servenear/shared/router';
import { useMarkPartnerNotificationsRead, usePartnerNotifications, type PartnerNotification } from '@servenear/shared/partner';
import { timeAgo } from '@servenear/shared/domain';
import { NotificationMessage } from '@servenear/shared/notifications';
import { QueryState } from '@servenear/shared/ui';
import { notificationTexts as texts } from './texts';
import styles from './NotificationList.module.css';

interface ListProps {
  /** The popup shows the newest few; the page all the server sends (the latest 30). */
  limit?: number;
  /** Following a link leaves the list (the popup closes). */
  onFollow?(): void;
}

/**
 * The partner's latest events, newest first: each is a link to where it is followed up, with
 * its time; following one, or its 'Mark as read', marks it read, and 'Mark all as read' the rest.
 */
export function NotificationList({ limit, onFollow }: ListProps) {
  const feed = usePartnerNotifications();
  const { mutate: markRead } = useMarkPartnerNotificationsRead();

  return (
    <QueryState
      query={feed}
      isEmpty={(data) => data.notifications.length === 0}
      empty={
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{texts.empty}</p>
          <p className={styles.hint}>{texts.emptyHint}</p>
        </div>
      }
    >
      {(data) => (
        <>
          {data.unread > 0 ? (
            <div className={styles.toolbar}>
              <button type="button" className={styles.markAll} onClick={() => markRead(null)}>
                {texts.markAllRead}
              </button>
            </div>
          ) : null}
          <ul className={styles.list}>
            {data.notifications.slice(0, limit).map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                onRead={() => markRead(item.id)}
                onFollow={() => {
                  if (!item.read) markRead(item.id);
                  onFollow?.();
                }}
              />
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}

function NotificationItem({ item, onRead, onFollow }: { item: PartnerNotification; onRead(): void; onFollow(): void }) {
  return (
    <li className={item.read ? styles.item : `${styles.item} ${styles.new}`}>
      <Link to={item.link} className={styles.follow} onClick={onFollow}>
        <NotificationMessage as="span" text={item.message} className={styles.message} />
        <span className={styles.when}>
          {item.read ? null : <span className={styles.unread}>{texts.unread}</span>}
          <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
        </span>
      </Link>
      {item.read ? null : (
        <button type="button" className={styles.markOne} aria-label={`${texts.markRead}: ${item.message}`} title={texts.markRead} onClick={onRead}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M4 12.5 9 17.5 20 6.5" />
          </svg>
        </button>
      )}
    </li>
  );
}
