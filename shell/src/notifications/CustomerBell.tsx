import { Suspense, useRef, useState } from 'react';
import { queryKeys, useHost } from '@servenear/shared/host';
import { fill, lazyWithTexts } from '@servenear/shared/i18n';
import { BellIcon } from '../layout/icons';
import type { BellProps } from './NotificationBell';
import { bellTexts } from './texts';
import { useNotificationFeed } from './useNotificationFeed';

// Loaded when first opened (a page that never opens it pays nothing for it), drawn once its texts are here.
const NotificationsPopup = lazyWithTexts(() => import('./NotificationsPopup'));

/** A customer's bell: the dot while some are unread, 'Latest Notifications' on a click (NotificationBell.tsx loads it). */
export default function CustomerBell({ className, dotClassName }: BellProps) {
  const { queryClient } = useHost();
  const feed = useNotificationFeed();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = feed.data?.unread ?? 0;

  function open() {
    if (!button.current) return;
    // Whatever happened since the last read is fetched as the popup opens.
    void queryClient.invalidateQueries({ queryKey: queryKeys.account.notifications() });
    setAnchor(button.current.getBoundingClientRect());
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={unread > 0 ? fill(bellTexts.unread, { count: unread }) : bellTexts.label}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={open}
      >
        <BellIcon />
        {unread > 0 ? <span className={dotClassName} data-testid="notification-dot" /> : null}
      </button>
      {anchor ? (
        <Suspense fallback={null}>
          <NotificationsPopup anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
