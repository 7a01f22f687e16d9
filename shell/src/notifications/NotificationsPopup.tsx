import { useEffect, useEffectEvent, useRef, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { timeAgo } from '@servenear/shared/domain';
import { NotificationMessage } from '@servenear/shared/notifications';
import { KindIcon } from './KindIcon';
import { useMarkNotificationsRead, useNotificationFeed } from './useNotificationFeed';
import styles from './NotificationsPopup.module.css';

/** customer §2 'Notifications popup', with the customer's own events instead of the spec's samples. */
export const popupTexts = {
  title: 'Latest Notifications',
  close: 'Close notifications',
  loading: 'Loading...',
  failed: 'Failed to fetch data.',
  retry: 'Retry',
  empty: 'No notifications yet.',
  emptyHint: 'News about your bookings will show here.',
  seeAll: 'See all',
  unread: 'Unread',
} as const;

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface PopupProps {
  /** Where the bell is: on a wide screen the popup hangs under it. */
  anchor: DOMRect;
  onClose(): void;
}

/**
 * The bell's popup: a sheet from the bottom on a phone, a panel under the bell on a wide
 * screen. Focus moves in and stays in, Escape, the close button or the overlay close it, and
 * focus goes back to the bell. Once the latest events are in, they are marked read.
 */
export default function NotificationsPopup({ anchor, onClose }: PopupProps) {
  const feed = useNotificationFeed();
  const { mutate: markRead, variables: markedIds } = useMarkNotificationsRead();
  const panel = useRef<HTMLDivElement>(null);
  const closeNow = useEffectEvent(onClose);
  const asked = useRef(false);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeNow();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

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

  const place = { '--bell-bottom': `${Math.round(anchor.bottom)}px`, '--bell-right': `${Math.max(8, Math.round(window.innerWidth - anchor.right - 8))}px` } as CSSProperties;

  return createPortal(
    <div className={styles.overlay} onClick={(event) => event.target === event.currentTarget && onClose()} data-testid="notifications-overlay">
      <div ref={panel} className={styles.panel} style={place} role="dialog" aria-modal="true" aria-labelledby="notifications-title" tabIndex={-1}>
        <div className={styles.head}>
          <h2 id="notifications-title" className={styles.title}>
            {popupTexts.title}
          </h2>
          <button type="button" className={styles.close} aria-label={popupTexts.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>
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
                  <div className={styles.text}>
                    <NotificationMessage text={item.message} className={styles.message} />
                    <p className={styles.when}>
                      {isNew(item) ? <span className={styles.unread}>{popupTexts.unread}</span> : null}
                      <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Link to="/notification" className={styles.seeAll} onClick={onClose}>
          {popupTexts.seeAll}
        </Link>
      </div>
    </div>,
    document.body,
  );
}
