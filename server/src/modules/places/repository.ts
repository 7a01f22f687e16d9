import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Point } from '../catalog/coordinates';
import { anyOfferNear, nearValues } from '../catalog/near';
import { accountLocations, arrivalRequests, partnerLocations, savedAddresses, servicePlaces, users } from '../../db/schema';

/*
 * Issue 37: the SQL of the account's places (its location and saved addresses), the cities
 * served and the arrival requests.
 */

export function accountLocation(db: Database, userId: number) {
  return db
    .select({ latitude: accountLocations.latitude, longitude: accountLocations.longitude, address: accountLocations.address, keptAt: accountLocations.updatedAt })
    .from(accountLocations)
    .where(eq(accountLocations.userId, userId))
    .then((rows) => rows[0] ?? null);
}

/** One row per account: the last point said wins. */
export async function saveAccountLocation(db: Database, userId: number, point: { latitude: number; longitude: number; address: string | null }, now: Date) {
  await db
    .insert(accountLocations)
    .values({ userId, ...point, updatedAt: now })
    .onConflictDoUpdate({ target: accountLocations.userId, set: { ...point, updatedAt: now } });
}

const addressColumns = {
  id: savedAddresses.id,
  kind: savedAddresses.kind,
  address: savedAddresses.address,
  latitude: savedAddresses.latitude,
  longitude: savedAddresses.longitude,
};
export type SavedAddressRow = { [K in keyof typeof addressColumns]: (typeof savedAddresses.$inferSelect)[K] };

export function listSavedAddresses(db: Database, userId: number): Promise<SavedAddressRow[]> {
  return db.select(addressColumns).from(savedAddresses).where(eq(savedAddresses.userId, userId)).orderBy(asc(savedAddresses.id));
}

/** Adds the address unless the account keeps `maximum` already (null then); the account row is locked so two adds cannot both take the last slot. */
export function insertSavedAddressWithin(db: Database, address: Omit<typeof savedAddresses.$inferInsert, 'id'>, maximum: number): Promise<SavedAddressRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, address.userId)).for('update');
    const [kept] = await tx.select({ addresses: count() }).from(savedAddresses).where(eq(savedAddresses.userId, address.userId));
    if ((kept?.addresses ?? 0) >= maximum) return null;
    const [row] = await tx.insert(savedAddresses).values(address).returning(addressColumns);
    return row!;
  });
}

/** Edits only the customer's own address (what `change` names); null when there is no such address of theirs. */
export async function editOwnAddress(
  db: Database,
  userId: number,
  id: number,
  change: Partial<Pick<SavedAddressRow, 'kind' | 'address' | 'latitude' | 'longitude'>>,
): Promise<SavedAddressRow | null> {
  const [row] = await db
    .update(savedAddresses)
    .set(change)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning(addressColumns);
  return row ?? null;
}

export async function deleteOwnAddress(db: Database, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning({ id: savedAddresses.id });
  return deleted.length > 0;
}

/**
 * The cities of the places verified, live partners offer a service from: service_places holds
 * exactly those (its triggers leave out anyone not verified, suspended or deleted).
 */
export async function servedCities(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ city: partnerLocations.city })
    .from(servicePlaces)
    .innerJoin(partnerLocations, eq(partnerLocations.id, servicePlaces.placeId))
    .orderBy(asc(partnerLocations.city));
  return rows.map((row) => row.city);
}

export function accountMobile(db: Database, userId: number): Promise<string | null> {
  return db
    .select({ mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId))
    .then((rows) => rows[0]?.mobile ?? null);
}

/** One request per number and place (case aside): asking again changes nothing. */
export async function insertArrivalRequest(db: Database, request: typeof arrivalRequests.$inferInsert): Promise<void> {
  await db
    .insert(arrivalRequests)
    .values(request)
    // The only unique index is (mobile, lower(place)): a conflict is the same request again.
    .onConflictDoNothing();
}

/** Whether a verified partner's work place reaches the point (within its radius and the site's). */
export async function isServed(db: Database, point: Point, radiusKm: number): Promise<boolean> {
  // Both drivers (PGlite and node-postgres) answer a raw statement with its `rows`.
  const result = (await db.execute(anyOfferNear(nearValues(point, radiusKm)))) as unknown as { rows: { served: boolean }[] };
  return result.rows[0]?.served === true;
}
