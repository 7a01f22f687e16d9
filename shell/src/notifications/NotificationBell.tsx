import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from '@servenear/shared/router';
import { queryKeys, useHost } from '@servenear/shared/host';
import { BellIcon } from '../layout/icons';
import { useNotificationFeed } from './useNotificationFeed';

// Loaded when first opened: a page that never opens it pays nothing for it.
const NotificationsPopup = lazy(() => import('./NotificationsPopup'));

interface BellProps {
  /** The header's icon button and dot, so the bell sits in line with search and cart. */
  className?: string;
  dotClassName?: string;
}

/**
 * customer §2: the header's bell with its dot. A visitor is sent to log in, as Categories and
 * Booking History send them; a partner's header keeps the plain bell (their events are not
 * these). A customer opens 'Latest Notifications'; the dot shows only while some are unread.
 */
export function NotificationBell({ className, dotClassName }: BellProps) {
  const { session } = useHost();
  if (!session) {
    return (
      <Link to="/login" className={className} aria-label="Notifications">
        <BellIcon />
      </Link>
    );
  }
  if (session.role !== 'user') {
    return (
      <span className={className} role="img" aria-label="Notifications">
        <BellIcon />
      </span>
    );
  }
  return <CustomerBell className={className} dotClassName={dotClassName} />;
}

function CustomerBell({ className, dotClassName }: BellProps) {
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
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
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
