import { Suspense } from 'react';
import { Link } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { lazyWithQueryClient } from '../query/lazyWithQueryClient';
import { BellIcon } from '../layout/icons';
import { bellTexts } from './texts';

export interface BellProps {
  /** The header's icon button and dot, so the bell sits in line with search and cart. */
  className?: string;
  dotClassName?: string;
}

/** The customer's bell before its feed has loaded (or if it could not): no dot, nothing to open yet. */
function QuietBell({ className }: BellProps) {
  return (
    <button type="button" className={className} aria-label={bellTexts.label} aria-haspopup="dialog" aria-expanded={false}>
      <BellIcon />
    </button>
  );
}

// The feed is a query: the customer's bell loads with the page's query client.
const CustomerBell = lazyWithQueryClient(() => import(/* webpackChunkName: "header-customer" */ './CustomerBell'), QuietBell);

/**
 * customer §2: the header's bell with its dot. A visitor is sent to log in, as Categories and
 * Booking History send them; a partner's header keeps the plain bell (their events are not
 * these). A customer opens 'Latest Notifications'; the dot shows only while some are unread.
 */
export function NotificationBell({ className, dotClassName }: BellProps) {
  const { session } = useHost();
  if (!session) {
    return (
      <Link to="/login" className={className} aria-label={bellTexts.label}>
        <BellIcon />
      </Link>
    );
  }
  if (session.role !== 'user') {
    return (
      <span className={className} role="img" aria-label={bellTexts.label}>
        <BellIcon />
      </span>
    );
  }
  return (
    <Suspense fallback={<QuietBell className={className} />}>
      <CustomerBell className={className} dotClassName={dotClassName} />
    </Suspense>
  );
}

