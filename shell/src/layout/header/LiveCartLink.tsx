import { useCartCount } from '../../auth/useCartCount';
import { CartLinkView } from './CartLink';

/** The signed-in customer's cart link with the cart-count query's figure (loaded lazily, CartLink.tsx). */
export default function LiveCartLink(props: { className?: string; badgeClassName?: string }) {
  return <CartLinkView {...props} count={useCartCount()} />;
}
