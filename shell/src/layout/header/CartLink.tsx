import { Suspense } from 'react';
import { Link } from '@servenear/shared/router';
import { useHost } from '@servenear/shared/host';
import { lazyWithQueryClient } from '../../query/lazyWithQueryClient';
import { fill } from '@servenear/shared/i18n';
import { CartIcon } from '../icons';
import { headerTexts } from '../texts';

interface CartLinkProps {
  className?: string;
  badgeClassName?: string;
}

/** The header's cart with its count (customer §4). */
export function CartLinkView({ className, badgeClassName, count }: CartLinkProps & { count: number }) {
  return (
    <Link to="/service-booking" className={className} aria-label={fill(headerTexts.cart, { count })}>
      <CartIcon />
      <span className={badgeClassName} data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}

const EmptyCartLink = (props: CartLinkProps) => <CartLinkView {...props} count={0} />;
// The count is a query: loaded with the page's query client, for a signed-in customer only.
const LiveCartLink = lazyWithQueryClient(() => import(/* webpackChunkName: "header-customer" */ './LiveCartLink'), EmptyCartLink);

/** A customer's cart shows its count once read; anyone else's header shows 0. */
export function CartLink(props: CartLinkProps) {
  const { session } = useHost();
  if (session?.role !== 'user') return <EmptyCartLink {...props} />;
  return (
    <Suspense fallback={<EmptyCartLink {...props} />}>
      <LiveCartLink {...props} />
    </Suspense>
  );
}
