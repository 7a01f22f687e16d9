import { useEffect, useRef } from 'react';
import { Link } from '@servenear/shared/router';
import { timeAgo } from '@servenear/shared/domain';
import { NotificationMessage, NotificationsPopup as SharedPopup } from '@servenear/shared/notifications';
import { KindIcon } from './KindIcon';
import { popupTexts } from './texts';
import { useMarkNotificationsRead, useNotificationFeed } from './useNotificationFeed';
import styles from './NotificationsPopup.module.css';

interface PopupProps {
  /** Where the bell is: on a wide screen the popup hangs under it. */
  anchor: DOMRect;
  onClose(): void;
}

/**
 * The bell's popup (shared with the partner's: @servenear/shared/notifications). Once the latest
 * events are in, they are marked read.
 */
export default function NotificationsPopup({ anchor, onClose }: PopupProps) {
  const feed = useNotificationFeed();
  const { mutate: markRead, variables: markedIds } = useMarkNotificationsRead();
  const asked = useRef(false);

  // Marked read once the fresh list is shown, not the one cached before opening: nothing the
  // customer has not seen is marked. The ids go with the call, so they still show as new.
  const data = feed.data;
  const fresh = !feed.isFetching;
  useEffect(() => {
    if (!fresh || !data || data.unread === 0 || asked.current) return;
    asked.current = true;
    markRead(data.notifications.filter((item) => !item.read).map((item) => item.id));
  }, [fresh, data, markRead]);
  const isNew = (item: { id: number; read: boolean }) => markedIds?.includes(item.id) ?? !item.read;

  return (
    <SharedPopup title={popupTexts.title} closeLabel={popupTexts.close} anchor={anchor} seeAll={{ to: '/notification', label: popupTexts.seeAll }} onClose={onClose}>
      {data === undefined ? (
        feed.status === 'error' && !feed.isFetching ? (
          <div className={styles.state} role="alert">
            <p>{popupTexts.failed}</p>
            <button type="button" className={styles.retry} onClick={() => void feed.refetch()}>
              {popupTexts.retry}
            </button>
          </div>
        ) : (
          <p className={styles.state} role="status">
            {popupTexts.loading}
          </p>
        )
      ) : data.notifications.length === 0 ? (
        <div className={styles.state}>
          <p className={styles.emptyTitle}>{popupTexts.empty}</p>
          <p className={styles.hint}>{popupTexts.emptyHint}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {data.notifications.map((item) => (
            <li key={item.id} className={isNew(item) ? `${styles.item} ${styles.new}` : styles.item}>
              <KindIcon kind={item.kind} />
              {/* The event's page: an enquiry's answer opens /service-enquiry, a booking's news the booking tabs. */}
              <Link to={item.link} className={styles.text} onClick={onClose}>
                <NotificationMessage as="span" text={item.message} className={styles.message} />
                <span className={styles.when}>
                  {isNew(item) ? <span className={styles.unread}>{popupTexts.unread}</span> : null}
                  <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SharedPopup>
  );
}
