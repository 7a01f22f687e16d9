import { z } from 'zod';
import { indianDate } from '@servenear/shared/domain';
import type { CartItemWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/httpError';
import { positiveId } from '../../lib/ids';
import {
  addCartItem,
  countCartItems,
  deleteCartRow,
  findCartRow,
  isBookable,
  listCartRows,
  saveCartSlot,
  type CartRow,
} from './repository';
import { cartPrice, nextSlot, parseCartUpdate } from './slot';

export const cartMessages = {
  added: 'Service added to cart',
  already: 'Service already in cart',
  notFound: 'Service not found',
  notInCart: 'Service not found in your cart.',
  updated: 'Cart Update successfully',
  deleted: 'Service deleted successfully',
} as const;

/** The site sends the id as a number or as text; anything else names no service. */
const addSchema = z.object({ serviceId: z.unknown().optional() });

export async function addToCart(db: Database, userId: number, body: unknown): Promise<number> {
  const serviceId = positiveId(addSchema.parse(body ?? {}).serviceId);
  if (serviceId === null || !(await isBookable(db, serviceId))) throw notFound(cartMessages.notFound);
  if (!(await addCartItem(db, userId, serviceId))) throw new HttpError(409, {}, cartMessages.already);
  return countCartItems(db, userId);
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
    working_per_day: row.ratePerDay || null,
    working_per_hour: row.ratePerHour || null,
    cart_price: cartPrice(row, row),
    image_url: row.imageUrl,
    avergae_ratting: row.averageRating,
  };
}

export async function cartList(db: Database, userId: number): Promise<CartItemWire[]> {
  return (await listCartRows(db, userId)).map(toCartItemWire);
}

/** POST user/updatecart: saves the slot chosen so far; the reply carries the server's price. */
export async function updateCartSlot(db: Database, clock: Clock, userId: number, body: unknown): Promise<CartItemWire> {
  const update = parseCartUpdate(body);
  const row = update && (await findCartRow(db, userId, update.serviceId));
  if (!update || !row) throw notFound(cartMessages.notInCart);
  const slot = nextSlot(row, update, indianDate(clock()));
  await saveCartSlot(db, row.cartId, slot);
  return toCartItemWire({ ...row, ...slot });
}

/** DELETE user/deletecart/{id}: the id is the cart row's; the new cart count. */
export async function removeFromCart(db: Database, userId: number, rawCartId: string): Promise<number> {
  const cartId = positiveId(rawCartId);
  if (cartId === null || !(await deleteCartRow(db, userId, cartId))) throw notFound(cartMessages.notInCart);
  return countCartItems(db, userId);
}
