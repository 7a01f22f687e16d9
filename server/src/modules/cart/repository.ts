import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, services } from '../../db/schema';

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
