import { useMutation, useQuery, useQueryClient, type QueryClient } from '@servenear/shared/query';
import { queryKeys } from '@servenear/shared/host';
import { addToCartEndpoint, cartListEndpoint, deleteCartItemEndpoint, updateCartEndpoint, type CartItem } from '../../endpoints/cart';
import { callEndpoint, endpointQuery } from '../endpointCalls';
import { slotPayload, type SlotDraft } from '../slot';

/** A slot being chosen for a cart item; any part may still be empty. */
export type CartSlotUpdate = SlotDraft & { serviceId: number };

/** The cart changed on the server: every view of it asks again (the header's count, the cart page). */
function invalidateCart(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.cart.all });
}

/** GET user/cartlist: the items of /service-booking with their slots as saved so far. */
export function useCartItems() {
  // Read again on every visit of the cart page: another tab or device may have changed it.
  return useQuery({ ...endpointQuery(cartListEndpoint), staleTime: 0 });
}

/** POST user/addtocart: the reply's count shows at once, then the cart's views ask again. */
export function useAddToCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) => callEndpoint(addToCartEndpoint, { body: { serviceId } }),
    onSuccess: ({ cartCount }) => {
      client.setQueryData(queryKeys.cart.count(), cartCount);
      invalidateCart(client);
    },
  });
}

/** POST user/updatecart: one item's slot; the reply carries the server's price. */
export function useSaveCartSlot() {
  return useMutation({
    mutationFn: (update: CartSlotUpdate) => callEndpoint(updateCartEndpoint, { body: { serviceId: update.serviceId, ...slotPayload(update) } }),
  });
}

/**
 * Puts an item as the server saved it into the cart's list. The page calls it for the reply
 * of its latest save only: an older reply arriving late must not overwrite a newer one.
 */
export function replaceCartItem(client: QueryClient, saved: CartItem): void {
  client.setQueryData<CartItem[]>(queryKeys.cart.items(), (items) => items?.map((item) => (item.cartId === saved.cartId ? saved : item)));
}

/** DELETE user/deletecart/{id}: the item leaves the cart's list, and the header's count asks again. */
export function useRemoveCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cartId: number) => callEndpoint(deleteCartItemEndpoint, { params: { id: cartId } }),
    onSuccess: ({ cartCount }, cartId) => {
      client.setQueryData<CartItem[]>(queryKeys.cart.items(), (items) => items?.filter((item) => item.cartId !== cartId));
      client.setQueryData(queryKeys.cart.count(), cartCount);
      void client.invalidateQueries({ queryKey: queryKeys.cart.count() });
    },
  });
}
