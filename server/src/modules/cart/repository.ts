import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { WorkMethod } from '@servenear/shared/domain';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { rowsQuery, statementOf } from '../../db/rowsQuery';
import { cartItems, services } from '../../db/schema';
import { averageRating } from '../catalog/repository';

/** What putting a service in a cart did: nothing (not bookable), nothing (already there), or added. */
export type CartAddition = { outcome: 'not-bookable' } | { outcome: 'already' } | { outcome: 'added'; cartCount: number };

/**
 * Puts a bookable catalogue service in the customer's cart, in one statement, run by name on a
 * generic plan (it runs on every add to cart: bench/README.md, booking creation under load; every
 * part of it is a lookup by key). The unique index decides, so two clicks at once add one row.
 * The count is read in the statement's snapshot, which does not hold the row it adds: the new
 * count is that count plus one.
 */
const addCartItemStatement = (db: Database) =>
  preparedOnce(db, 'add_cart_item', (name) => {
    const userId = sql.placeholder('userId');
    const serviceId = sql.placeholder('serviceId');
    return rowsQuery(
      db,
      name,
      statementOf(sql`
      WITH bookable AS (
        SELECT ${services.id} AS id FROM ${services}
        WHERE ${services.id} = ${serviceId}::int AND ${services.serviceType} = 'service' AND ${services.categoryId} IS NOT NULL
      ), added AS (
        INSERT INTO ${cartItems} (user_id, service_id) SELECT ${userId}::int, id FROM bookable
        ON CONFLICT DO NOTHING RETURNING id
      )
      SELECT EXISTS (SELECT 1 FROM bookable) AS bookable, EXISTS (SELECT 1 FROM added) AS added,
        (SELECT count(*)::int FROM ${cartItems} WHERE ${cartItems.userId} = ${userId}::int) AS "countBefore"`),
      'generic',
    );
  });

export async function addCartItem(db: Database, userId: number, serviceId: number): Promise<CartAddition> {
  const [row] = (await addCartItemStatement(db).rows({ userId, serviceId })) as [boolean, boolean, number][];
  const [bookable, added, countBefore] = row ?? [false, false, 0];
  if (!bookable) return { outcome: 'not-bookable' };
  if (!added) return { outcome: 'already' };
  return { outcome: 'added', cartCount: countBefore + 1 };
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
