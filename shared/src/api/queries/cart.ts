import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartApi, type CartSlotUpdate } from '../cart';
import { queryKeys } from '@servenear/shared/host';

/** The cart changed on the server: every view of it asks again (the header's count, the cart page). */
export function invalidateCart(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.cart.all });
}

/** GET user/cartcount: the header's badge. Only a signed-in customer has a cart. */
export function useCartCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.cart.count(),
    queryFn: ({ signal }) => cartApi.count({ signal }),
    enabled,
  });
}

/** GET user/cartlist: the items of /service-booking with their slots as saved so far. */
export function useCartItems() {
  return useQuery({
    queryKey: queryKeys.cart.items(),
    queryFn: ({ signal }) => cartApi.cartList({ signal }),
    // The cart page keeps the customer's choices on screen while they are saved: it reads
    // the items once per visit and then follows its own saves.
    staleTime: 0,
  });
}

/** POST user/addtocart: the reply's count shows at once, then the cart's views ask again. */
export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) => cartApi.add(serviceId),
    onSuccess: ({ cartCount }) => {
      client.setQueryData(queryKeys.cart.count(), cartCount);
      invalidateCart(client);
    },
  });
}

/** POST user/updatecart: one item's slot; the reply carries the server's price. */
export function useSaveCartSlot() {
  return useMutation({ mutationFn: (update: CartSlotUpdate) => cartApi.updateCart(update) });
}

/** DELETE user/deletecart/{id}. */
export function useRemoveCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cartId: number) => cartApi.deleteCartItem(cartId),
    onSuccess: ({ cartCount }) => {
      client.setQueryData(queryKeys.cart.count(), cartCount);
      void client.invalidateQueries({ queryKey: queryKeys.cart.count() });
    },
  });
}
