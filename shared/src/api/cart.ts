import * as v from 'valibot';
import type { WorkMethod } from '@servenear/shared/domain';
import type { AddToCartPayloadWire, CartCountReplyWire, CartItemWire } from '@servenear/shared/wire';
import { apiClient, type CallOptions } from './client';
import { envelope, maybe, parseReply, readsWire } from './reply';
import { slotPayload, type SlotDraft } from './slot';

export interface CartAdded {
  message: string;
  cartCount: number;
}

/** A cart item and its slot as saved so far (customer §3 'Cart item'). */
export interface CartItem {
  cartId: number;
  serviceId: number;
  name: string;
  method: WorkMethod | null;
  duration: number | null;
  time: string | null;
  date: string | null;
  perDay: number | null;
  perHour: number | null;
  price: number | null;
  imageUrl: string | null;
  averageRating: number;
}

/** A slot being chosen for a cart item; any part may still be empty. */
export type CartSlotUpdate = SlotDraft & { serviceId: number };

/** customer §3 'Cart item': the slot's parts, rates and price stay null until chosen or offered. */
const cartItemReply = readsWire<CartItemWire>()(
  v.object({
    cart_id: v.number(),
    service_id: v.number(),
    name: v.string(),
    work_type: maybe(v.picklist(['day', 'hour'])),
    day_hours: maybe(v.number()),
    service_time: maybe(v.string()),
    service_date: maybe(v.string()),
    working_per_day: maybe(v.number()),
    working_per_hour: maybe(v.number()),
    cart_price: maybe(v.number()),
    image_url: maybe(v.string()),
    avergae_ratting: v.optional(v.number(), 0),
  }),
);

/** The count sits beside status, not in data (customer §7). */
const cartCountReply = readsWire<CartCountReplyWire>()(v.object({ cartCount: v.number(), message: v.optional(v.string()) }));

/** A removal is done once the server says so; the new count is a courtesy the spec's server may leave out. */
const cartRemovedReply = v.object({ cartCount: v.optional(v.number(), 0), message: v.optional(v.string()) });

function toCartItem(wire: v.InferOutput<typeof cartItemReply>): CartItem {
  return {
    cartId: wire.cart_id,
    serviceId: wire.service_id,
    name: wire.name,
    method: wire.work_type ?? null,
    duration: wire.day_hours ?? null,
    time: wire.service_time || null,
    date: wire.service_date || null,
    perDay: wire.working_per_day ?? null,
    perHour: wire.working_per_hour ?? null,
    price: wire.cart_price ?? null,
    imageUrl: wire.image_url || null,
    averageRating: wire.avergae_ratting,
  };
}

/**
 * The cart calls of customer §7. A refusal rejects with an ApiError carrying the server's
 * status and message (401 no session, 404 'Service not found', 409 'Service already in cart').
 */
export const cartApi = {
  /** POST user/addtocart. */
  async add(serviceId: number): Promise<CartAdded> {
    const payload: AddToCartPayloadWire = { serviceId };
    const { message, cartCount } = parseReply(cartCountReply, await apiClient.post<unknown>('user/addtocart', payload));
    return { message: message ?? '', cartCount };
  },

  /** GET user/cartlist. */
  async cartList(options: CallOptions = {}): Promise<CartItem[]> {
    const response = await apiClient.get<unknown>('user/cartlist', { signal: options.signal });
    return parseReply(envelope(v.array(cartItemReply)), response).data.map(toCartItem);
  },

  /** POST user/updatecart: saves one item's slot; the reply is the item with the server's price. */
  async updateCart(update: CartSlotUpdate): Promise<CartItem> {
    const response = await apiClient.post<unknown>('user/updatecart', { serviceId: update.serviceId, ...slotPayload(update) });
    return toCartItem(parseReply(envelope(cartItemReply), response).data);
  },

  /** DELETE user/deletecart/{id}: the new cart count. */
  async deleteCartItem(cartId: number): Promise<{ cartCount: number; message: string }> {
    const { cartCount, message } = parseReply(cartRemovedReply, await apiClient.delete<unknown>(`user/deletecart/${cartId}`));
    return { cartCount, message: message ?? '' };
  },
};
