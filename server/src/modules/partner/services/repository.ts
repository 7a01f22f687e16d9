import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, partnerServiceOffers, partnerServices, services, subcategories, users } from '../../../db/schema';

/** A transaction or the database. */
export type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export type OfferOrigin = (typeof partnerServiceOffers.$inferSelect)['origin'];
export type NewOffer = Omit<typeof partnerServiceOffers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type OfferChanges = Partial<Omit<NewOffer, 'userId' | 'origin'>>;

/** 'catalogue' lists employee/getservice; 'own' (other and added) lists employee/newservice. */
export type OfferKind = 'catalogue' | 'own';
const originsOf = (kind: OfferKind): OfferOrigin[] => (kind === 'catalogue' ? ['catalogue'] : ['other', 'added']);
export const kindOf = (origin: OfferOrigin): OfferKind => (origin === 'catalogue' ? 'catalogue' : 'own');

const offerColumns = {
  id: partnerServiceOffers.id,
  userId: partnerServiceOffers.userId,
  serviceId: partnerServiceOffers.serviceId,
  customName: partnerServiceOffers.customName,
  origin: partnerServiceOffers.origin,
  approval: partnerServiceOffers.approval,
  rejectionReason: partnerServiceOffers.rejectionReason,
  employeeType: partnerServiceOffers.employeeType,
  categoryId: partnerServiceOffers.categoryId,
  subcategoryId: partnerServiceOffers.subcategoryId,
  categoryName: categories.name,
  subcategoryName: subcategories.name,
  /** Null while an own service waits for ops. */
  serviceName: services.name,
  serviceType: services.serviceType,
  serviceImageUrl: services.imageUrl,
  contactName: partnerServiceOffers.contactName,
  mobile: partnerServiceOffers.mobile,
  email: partnerServiceOffers.email,
  address: partnerServiceOffers.address,
  description: partnerServiceOffers.description,
  photos: partnerServiceOffers.photos,
  video: partnerServiceOffers.video,
  createdAt: partnerServiceOffers.createdAt,
};
export type OfferRow = NonNullable<Awaited<ReturnType<typeof findOwnOffer>>>;

const offers = (db: Writer) =>
  db
    .select(offerColumns)
    .from(partnerServiceOffers)
    .innerJoin(categories, eq(categories.id, partnerServiceOffers.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, partnerServiceOffers.subcategoryId))
    .leftJoin(services, eq(services.id, partnerServiceOffers.serviceId));

/** The partner's offers of one kind, newest first. */
export function listOwnOffers(db: Database, partnerId: number, kind: OfferKind) {
  return offers(db)
    .where(and(eq(partnerServiceOffers.userId, partnerId), inArray(partnerServiceOffers.origin, originsOf(kind))))
    .orderBy(desc(partnerServiceOffers.createdAt), desc(partnerServiceOffers.id));
}

/** One offer, only when it is the partner's own; `forUpdate` locks it for the caller's transaction. */
export async function findOwnOffer(db: Writer, partnerId: number, offerId: number, forUpdate = false) {
  const query = offers(db).where(and(eq(partnerServiceOffers.id, offerId), eq(partnerServiceOffers.userId, partnerId)));
  const [row] = await (forUpdate ? query.for('update', { of: partnerServiceOffers }) : query);
  return row ?? null;
}

export async function insertOffer(tx: Writer, offer: NewOffer): Promise<number> {
  const [row] = await tx.insert(partnerServiceOffers).values(offer).returning({ id: partnerServiceOffers.id });
  return row!.id;
}

export async function updateOffer(tx: Writer, offerId: number, changes: OfferChanges, at: Date): Promise<void> {
  await tx
    .update(partnerServiceOffers)
    .set({ ...changes, updatedAt: at })
    .where(eq(partnerServiceOffers.id, offerId));
}

/** Deletes the partner's own offer of that kind; what it held (its service and files), or null when there was none. */
export async function deleteOwnOffer(tx: Writer, partnerId: number, offerId: number, kind: OfferKind) {
  const [row] = await tx
    .delete(partnerServiceOffers)
    .where(
      and(
        eq(partnerServiceOffers.id, offerId),
        eq(partnerServiceOffers.userId, partnerId),
        inArray(partnerServiceOffers.origin, originsOf(kind)),
      ),
    )
    .returning({ serviceId: partnerServiceOffers.serviceId, photos: partnerServiceOffers.photos, video: partnerServiceOffers.video });
  return row ?? null;
}

/** The link near-me lists and allocation read; one per partner and service. */
export async function insertLink(tx: Writer, partnerId: number, serviceId: number): Promise<void> {
  await tx.insert(partnerServices).values({ userId: partnerId, serviceId }).onConflictDoNothing();
}

export async function deleteLink(tx: Writer, partnerId: number, serviceId: number): Promise<void> {
  await tx.delete(partnerServices).where(and(eq(partnerServices.userId, partnerId), eq(partnerServices.serviceId, serviceId)));
}

/** Whether the partner has an offer of this catalogue service (other than `exceptOfferId`). */
export async function offersService(db: Writer, partnerId: number, serviceId: number, exceptOfferId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: partnerServiceOffers.id })
    .from(partnerServiceOffers)
    .where(and(eq(partnerServiceOffers.userId, partnerId), eq(partnerServiceOffers.serviceId, serviceId)));
  return rows.some((row) => row.id !== exceptOfferId);
}

/** Whether the partner already named a service of their own so in this subcategory (any case). */
export async function hasOwnServiceNamed(db: Writer, partnerId: number, subcategoryId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerServiceOffers.id })
    .from(partnerServiceOffers)
    .where(
      and(
        eq(partnerServiceOffers.userId, partnerId),
        eq(partnerServiceOffers.subcategoryId, subcategoryId),
        sql`lower(${partnerServiceOffers.customName}) = lower(${name})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function categoryExists(db: Writer, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  return row !== undefined;
}

export async function subcategoryOf(db: Writer, subcategoryId: number) {
  const [row] = await db.select({ categoryId: subcategories.categoryId }).from(subcategories).where(eq(subcategories.id, subcategoryId));
  return row ?? null;
}

export async function catalogueService(db: Writer, serviceId: number) {
  const [row] = await db
    .select({ id: services.id, categoryId: services.categoryId, subcategoryId: services.subcategoryId })
    .from(services)
    .where(eq(services.id, serviceId));
  return row ?? null;
}

/** The catalogue service of that name (any case) in the subcategory, if any. */
export async function serviceNamedIn(db: Writer, subcategoryId: number, name: string) {
  const [row] = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.subcategoryId, subcategoryId), sql`lower(${services.name}) = lower(${name})`))
    .limit(1);
  return row ?? null;
}

/** The partner's own contact details, as the profile holds them ('' for what is missing). */
export async function partnerContact(db: Writer, partnerId: number) {
  const [row] = await db
    .select({ name: users.name, mobile: users.mobile, email: users.email, address: users.address })
    .from(users)
    .where(eq(users.id, partnerId));
  return { contactName: row?.name ?? '', mobile: row?.mobile ?? '', email: row?.email ?? '', address: row?.address ?? '' };
}
