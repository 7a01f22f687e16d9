import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { categories, partnerServiceOffers, services, subcategories, users } from '../../db/schema';
import { readyPhotos } from '../media/readyMedia';
import type { Writer } from '../partner/services/repository';

export type ServiceApproval = (typeof partnerServiceOffers.$inferSelect)['approval'];

/** Which own services a list reads: one approval, a page of them (all when no page is given: the CLI on the database). */
export interface OwnServiceOfferFilter {
  approval: ServiceApproval;
  page?: { offset: number; limit: number };
}

const ownServicesWith = (approval: ServiceApproval) => and(eq(partnerServiceOffers.approval, approval), inArray(partnerServiceOffers.origin, ['other', 'added']));

/** The subcategory's catalogue service of the offer's name, any case: the one approving links to. */
const catalogueMatch = alias(services, 'catalogue_match');

/**
 * The partners' own services ("other" and added) with one approval, oldest first: the order ops
 * work through them. Photos: the processed ones only (ops see what customers would).
 */
export async function listOwnServiceOffers(db: Database, { approval, page }: OwnServiceOfferFilter) {
  const query = db
    .select({
      id: partnerServiceOffers.id,
      partnerId: partnerServiceOffers.userId,
      partnerName: users.name,
      origin: partnerServiceOffers.origin,
      name: partnerServiceOffers.customName,
      categoryName: categories.name,
      subcategoryName: subcategories.name,
      approval: partnerServiceOffers.approval,
      rejectionReason: partnerServiceOffers.rejectionReason,
      createdAt: partnerServiceOffers.createdAt,
      description: partnerServiceOffers.description,
      photos: readyPhotos(partnerServiceOffers.photos),
      catalogueId: catalogueMatch.id,
      catalogueName: catalogueMatch.name,
      cataloguePerDay: catalogueMatch.ratePerDay,
      cataloguePerHour: catalogueMatch.ratePerHour,
    })
    .from(partnerServiceOffers)
    .innerJoin(users, eq(users.id, partnerServiceOffers.userId))
    .innerJoin(categories, eq(categories.id, partnerServiceOffers.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, partnerServiceOffers.subcategoryId))
    // Names are unique site-wide whatever their case, so at most one service matches.
    .leftJoin(
      catalogueMatch,
      and(eq(catalogueMatch.subcategoryId, partnerServiceOffers.subcategoryId), sql`lower(${catalogueMatch.name}) = lower(${partnerServiceOffers.customName})`),
    )
    .where(ownServicesWith(approval))
    .orderBy(asc(partnerServiceOffers.createdAt), asc(partnerServiceOffers.id))
    .$dynamic();
  return page ? query.offset(page.offset).limit(page.limit) : query;
}

/** How many own services have this approval: the pager's total. */
export async function countOwnServiceOffers(db: Database, approval: ServiceApproval): Promise<number> {
  const [row] = await db.select({ total: count() }).from(partnerServiceOffers).where(ownServicesWith(approval));
  return row?.total ?? 0;
}

/** A partner's own service, locked for the decision's transaction; null for a catalogue offer or no offer. */
export async function lockOwnServiceOffer(tx: Writer, offerId: number) {
  const [row] = await tx
    .select({
      id: partnerServiceOffers.id,
      userId: partnerServiceOffers.userId,
      customName: partnerServiceOffers.customName,
      categoryId: partnerServiceOffers.categoryId,
      subcategoryId: partnerServiceOffers.subcategoryId,
      approval: partnerServiceOffers.approval,
      description: partnerServiceOffers.description,
      /** Processed photos only: the first becomes the catalogue service's picture. */
      photos: readyPhotos(partnerServiceOffers.photos),
    })
    .from(partnerServiceOffers)
    .where(and(eq(partnerServiceOffers.id, offerId), inArray(partnerServiceOffers.origin, ['other', 'added'])))
    .for('update');
  return row ?? null;
}

/** Whether any catalogue service has this name, whatever its case (names are unique site-wide). */
export async function serviceNameTaken(tx: Writer, name: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: services.id })
    .from(services)
    .where(sql`lower(${services.name}) = lower(${name})`)
    .limit(1);
  return row !== undefined;
}

export async function insertCatalogueService(tx: Writer, service: Omit<typeof services.$inferInsert, 'id'>): Promise<number> {
  const [row] = await tx.insert(services).values(service).returning({ id: services.id });
  return row!.id;
}
