import { Suspense, useRef, useState, type ReactNode } from 'react';
import { fill, lazyWithTexts } from '@servenear/shared/i18n';
import { usePartnerNotifications } from '@servenear/shared/partner';
import { notificationTexts as texts } from './texts';
import styles from './NotificationBell.module.css';

// Loaded when first opened: a page that never opens it pays nothing for it.
const NotificationsPopup = lazyWithTexts(() => import('./NotificationsPopup'));

/**
 * partner §2 'notification icon': the layout's bell, with a dot while some events are unread;
 * it opens the 'Notifications' popup. The icon and the button's look are the layout's.
 */
export function NotificationBell({ className, children }: { className: string; children: ReactNode }) {
  const feed = usePartnerNotifications();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = feed.data?.unread ?? 0;

  function open() {
    if (!button.current) return;
    // Whatever happened since the last read is fetched as the popup opens.
    void feed.refetch();
    setAnchor(button.current.getBoundingClientRect());
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`${className} ${styles.bell}`}
        aria-label={unread > 0 ? fill(texts.bellUnread, { count: unread }) : texts.bell}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={open}
      >
        {children}
        {unread > 0 ? <span className={styles.dot} data-testid="notification-dot" /> : null}
      </button>
      {anchor ? (
        <Suspense fallback={null}>
          <NotificationsPopup anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
