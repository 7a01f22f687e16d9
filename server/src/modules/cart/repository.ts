import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { WorkMethod } from '@servenear/shared/domain';
import type { Database } from '../../db/client';
import { cartItems, services } from '../../db/schema';
import { averageRating } from '../catalog/repository';

/** Only bookable catalogue services go into a cart. */
export async function isBookable(db: Database, serviceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.serviceType, 'service'), isNotNull(services.categoryId)));
  return row !== undefined;
}

/** False when the pair was already there: the unique index decides, so two clicks at once add one row. */
export async function addCartItem(db: Database, userId: number, serviceId: number): Promise<boolean> {
  const inserted = await db.insert(cartItems).values({ userId, serviceId }).onConflictDoNothing().returning({ id: cartItems.id });
  return inserted.length > 0;
}

export async function countCartItems(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.total ?? 0;
}

/** A cart row with what the cart page shows of its service. */
export interface CartRow {
  cartId: number;
  serviceId: number;
  name: string;
  workMethod: WorkMethod | null;
  duration: number | null;
  serviceTime: string | null;
  serviceDate: string | null;
  ratePerDay: number;
  ratePerHour: number;
  imageUrl: string | null;
  averageRating: number;
}

const cartColumns = {
  cartId: cartItems.id,
  serviceId: cartItems.serviceId,
  name: services.name,
  workMethod: cartItems.workMethod,
  duration: cartItems.duration,
  serviceTime: cartItems.serviceTime,
  serviceDate: cartItems.serviceDate,
  ratePerDay: services.ratePerDay,
  ratePerHour: services.ratePerHour,
  imageUrl: services.imageUrl,
  averageRating,
};

/** The customer's cart, oldest first. */
export function listCartRows(db: Database, userId: number): Promise<CartRow[]> {
  return db
    .select(cartColumns)
    .from(cartItems)
    .innerJoin(services, eq(services.id, cartItems.serviceId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function findCartRow(db: Database, userId: number, serviceId: number): Promise<CartRow | undefined> {
  const [row] = await db
    .select(cartColumns)
    .from(cartItems)
    .innerJoin(services, eq(services.id, cartItems.serviceId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.serviceId, serviceId)));
  return row;
}

export interface SavedSlot {
  workMethod: WorkMethod | null;
  duration: number | null;
  serviceTime: string | null;
  serviceDate: string | null;
}

export async function saveCartSlot(db: Database, cartId: number, slot: SavedSlot): Promise<void> {
  await db.update(cartItems).set(slot).where(eq(cartItems.id, cartId));
}

/** False when the customer has no such cart row (another customer's row is as good as missing). */
export async function deleteCartRow(db: Database, userId: number, cartId: number): Promise<boolean> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}
