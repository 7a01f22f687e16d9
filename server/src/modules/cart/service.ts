import { indianDate, offeredRate } from '@servenear/shared/domain';
import type { CartUpdate } from '@servenear/shared/schemas';
import type { CartItemWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/httpError';
import {
  addCartItem,
  countCartItems,
  deleteCartRow,
  findCartRow,
  listCartRows,
  saveCartSlot,
  type CartRow,
} from './repository';
import { cartTexts } from './messages';
import { cartPrice, nextSlot } from './slot';

export const cartMessages = cartTexts.cart;

/** POST user/addtocart: the new cart count; an enquiry-type or unknown service is not found. */
export async function addToCart(db: Database, userId: number, serviceId: number): Promise<number> {
  const addition = await addCartItem(db, userId, serviceId);
  if (addition.outcome === 'not-bookable') throw notFound(cartMessages.notFound);
  if (addition.outcome === 'already') throw new HttpError(409, {}, cartMessages.already);
  return addition.cartCount;
}

export function cartCount(db: Database, userId: number): Promise<number> {
  return countCartItems(db, userId);
}

/** customer §3 'Cart item'; a rate of 0 means the service is not offered that way. */
export function toCartItemWire(row: CartRow): CartItemWire {
  return {
    cart_id: row.cartId,
    service_id: row.serviceId,
    name: row.name,
    work_type: row.workMethod,
    day_hours: row.duration,
    service_time: row.serviceTime,
    service_date: row.serviceDate,
    working_per_day: offeredRate(row.ratePerDay),
    working_per_hour: offeredRate(row.ratePerHour),
    cart_price: cartPrice(row, row),
    image_url: row.imageUrl,
    avergae_ratting: row.averageRating,
  };
}

export async function cartList(db: Database, userId: number): Promise<CartItemWire[]> {
  return (await listCartRows(db, userId)).map(toCartItemWire);
}

/** POST user/updatecart: saves the slot chosen so far; the reply carries the server's price. */
export async function updateCartSlot(db: Database, clock: Clock, userId: number, update: CartUpdate): Promise<CartItemWire> {
  const row = await findCartRow(db, userId, update.serviceId);
  if (!row) throw notFound(cartMessages.notInCart);
  const slot = nextSlot(row, update, indianDate(clock()));
  await saveCartSlot(db, row.cartId, slot);
  return toCartItemWire({ ...row, ...slot });
}

/** DELETE user/deletecart/{id}: the id is the cart row's; the new cart count. */
export async function removeFromCart(db: Database, userId: number, cartId: number): Promise<number> {
  if (!(await deleteCartRow(db, userId, cartId))) throw notFound(cartMessages.notInCart);
  return countCartItems(db, userId);
}
