import { useQuery } from '@servenear/shared/query';
import { queryKeys, useHost } from '@servenear/shared/host';
import { getCartCount } from './sessionApi';

/**
 * The header's cart badge (customer §4: read when the header loads). It is the same query,
 * under the same key, as the remotes' cart views, so adding to the cart in the catalogue or
 * removing an item in the booking remote invalidates it and the badge follows.
 */
export function useCartCount(): number {
  const { session, queryClient } = useHost();
  const { data } = useQuery(
    {
      queryKey: queryKeys.cart.count(),
      queryFn: getCartCount,
      enabled: session?.role === 'user',
    },
    queryClient,
  );
  return session?.role === 'user' ? (data ?? 0) : 0;
}
