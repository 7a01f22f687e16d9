import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { partnerLocations, users } from '../../../db/schema';

export type NewPlace = Omit<typeof partnerLocations.$inferInsert, 'id'>;

const placeColumns = {
  id: partnerLocations.id,
  label: partnerLocations.label,
  address: partnerLocations.address,
  city: partnerLocations.city,
  latitude: partnerLocations.latitude,
  longitude: partnerLocations.longitude,
  radiusKm: partnerLocations.radiusKm,
};
export type PlaceRow = { [K in keyof typeof placeColumns]: (typeof partnerLocations.$inferSelect)[K] };

/** A partner's places, oldest first: the order they were added in. */
export function listPlaces(db: Database, partnerId: number): Promise<PlaceRow[]> {
  return db.select(placeColumns).from(partnerLocations).where(eq(partnerLocations.userId, partnerId)).orderBy(asc(partnerLocations.id));
}

/**
 * Adds the place unless the partner already keeps `maximum`; null then. The partner's account
 * row is locked first, so two adds sent at once cannot both take the last free slot.
 */
export function insertPlaceWithin(db: Database, place: NewPlace, maximum: number): Promise<PlaceRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, place.userId)).for('update');
    const [kept] = await tx.select({ places: count() }).from(partnerLocations).where(eq(partnerLocations.userId, place.userId));
    if ((kept?.places ?? 0) >= maximum) return null;
    const [row] = await tx.insert(partnerLocations).values(place).returning(placeColumns);
    return row!;
  });
}

/** Deletes the place only when it is the partner's own; false when there was no such place of theirs. */
export async function deleteOwnPlace(db: Database, partnerId: number, placeId: number): Promise<boolean> {
  const deleted = await db
    .delete(partnerLocations)
    .where(and(eq(partnerLocations.id, placeId), eq(partnerLocations.userId, partnerId)))
    .returning({ id: partnerLocations.id });
  return deleted.length > 0;
}
