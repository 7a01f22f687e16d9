import * as z from 'zod/mini';
import { queryKeys } from '@servenear/shared/host';
import { idParams } from '../schemas/idSchemas';
import { cartItemWire, type CartItemWire } from '../wire/booking';
import { defineEndpoint, envelope, messageEnvelope } from './define';

/*
 * The cart calls of customer §7, mounted under /api/user. A refusal rejects with an ApiError
 * carrying the server's status and message (401 no session, 404 'Service not found', 409
 * 'Service already in cart').
 */

/** GET user/cartcount: the count sits beside status, not in data (customer §7). */
const cartCountReply = /* @__PURE__ */ z.object({ status: z.int(), cartCount: z.int() });

/** POST user/addtocart and DELETE user/deletecart/{id}: the count, with what changed. */
const cartCountMessageReply = /* @__PURE__ */ z.object({ status: z.int(), message: z.string(), cartCount: z.int() });

/** A cart item and its slot as saved so far (customer §3 'Cart item'): the slot's parts, rates and price stay null until chosen or offered. */
const toCartItem = (wire: CartItemWire) => ({
  cartId: wire.cart_id,
  serviceId: wire.service_id,
  name: wire.name,
  /** null until chosen. */
  method: wire.work_type,
  /** Days or hours, as `method` counts; null until chosen. */
  duration: wire.day_hours,
  /** HH:MM, or null until chosen. */
  time: wire.service_time || null,
  /** YYYY-MM-DD, or null until chosen. */
  date: wire.service_date || null,
  perDay: wire.working_per_day,
  perHour: wire.working_per_hour,
  /** round(rate × duration), null until method and duration are chosen. */
  price: wire.cart_price,
  imageUrl: wire.image_url || null,
  /** 0 while the service has no reviews. */
  averageRating: wire.avergae_ratting,
});
/** A cart item and its slot as saved so far (customer §3 'Cart item'). */
export type CartItem = ReturnType<typeof toCartItem>;

/** The count and what changed, from a reply of `cartCountMessageReply`'s shape. */
const countAndMessage = ({ message, cartCount }: z.infer<typeof cartCountMessageReply>) => ({ message, cartCount });

/** customer §7 'POST user/addtocart' {serviceId}: the message and the new count. */
export const addToCartEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/addtocart',
  summary: 'Adds a service to the customer’s cart',
  description: 'Answers the new cart count. 404 for an unknown service or one taken by enquiry only, 409 for a service already in the cart.',
  loadBody: () => import('../schemas/booking').then((rules) => rules.addToCartSchema),
  reply: cartCountMessageReply,
  toModel: countAndMessage,
});
export type CartAdded = ReturnType<typeof addToCartEndpoint.toModel>;

/** customer §7 'GET user/cartcount': the header's figure. */
export const cartCountEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/cartcount',
  summary: 'How many services are in the customer’s cart',
  reply: cartCountReply,
  toModel: ({ cartCount }) => cartCount,
  key: () => queryKeys.cart.count(),
});

/** customer §7 'GET user/cartlist': the items of /service-booking with their slots as saved so far. */
export const cartListEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/cartlist',
  summary: 'The customer’s cart: each item with its slot as saved so far',
  reply: envelope(z.array(cartItemWire)),
  toModel: ({ data }) => data.map(toCartItem),
  key: () => queryKeys.cart.items(),
});

/** customer §7 'POST user/updatecart': saves one item's slot; the reply is the item with the server's price. */
export const updateCartEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/updatecart',
  summary: 'Saves the slot of one cart item',
  description: 'A field left out is not changed; an empty one is not chosen yet. Answers the item with the server’s price.',
  loadBody: () => import('../schemas/booking').then((rules) => rules.cartUpdateSchema),
  reply: messageEnvelope(cartItemWire),
  toModel: ({ data }) => toCartItem(data),
});

/** customer §7 'DELETE user/deletecart/{id}': the new cart count. */
export const deleteCartItemEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: 'user/deletecart/:id',
  summary: 'Removes an item from the customer’s cart',
  description: 'The id is the cart row’s (cart_id), not the service’s. Answers the new cart count.',
  params: idParams('id'),
  reply: cartCountMessageReply,
  toModel: countAndMessage,
});
