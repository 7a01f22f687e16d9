import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { banners, categories, reviews, services, subcategories } from '../../db/schema';
import type { Point } from './coordinates';
import { offeredNear, offeredNearEach } from './near';

export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;

export interface ServiceRow {
  id: number;
  name: string;
  serviceType: 'service' | 'enquiry';
  imageUrl: string | null;
  categoryId: number;
  subcategoryId: number;
  ratePerDay: number;
  ratePerHour: number;
  aboutUs: string;
  overview: string;
  mediaUrls: string[];
  averageRating: number;
  totalReviews: number;
}

export interface Nearness {
  point: Point | null;
  radiusKm: number;
}

export function listCategories(db: Database): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.id));
}

export async function findCategory(db: Database, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export function listSubcategories(db: Database, categoryId: number): Promise<SubcategoryRow[]> {
  return db.select().from(subcategories).where(eq(subcategories.categoryId, categoryId)).orderBy(asc(subcategories.id));
}

/**
 * The outer row's id, always table-qualified: drizzle leaves single-table selects unqualified,
 * and a bare "id" inside a subquery would bind to the subquery's own table.
 */
const outerServiceId = sql.raw('"services"."id"');

/** The average to one decimal, rounded as PostgreSQL's round(avg(rating), 1) would. */
export const averageRating = sql<number>`coalesce(round(${services.ratingTotal}::numeric / nullif(${services.ratingCount}, 0), 1)::float8, 0)`.mapWith(Number);

/** Catalogue columns plus the rating summary (kept on the service by a trigger on reviews). */
const serviceColumns = {
  id: services.id,
  name: services.name,
  serviceType: services.serviceType,
  imageUrl: services.imageUrl,
  categoryId: sql<number>`${services.categoryId}`,
  subcategoryId: sql<number>`${services.subcategoryId}`,
  ratePerDay: services.ratePerDay,
  ratePerHour: services.ratePerHour,
  aboutUs: services.aboutUs,
  overview: services.overview,
  mediaUrls: services.mediaUrls,
  averageRating,
  totalReviews: services.ratingCount,
};

const inCatalogue = and(isNotNull(services.categoryId), isNotNull(services.subcategoryId));

/** Orders of the home carousels; the catalogue lists go by subcategory. */
export type ServiceOrder = 'catalogue' | 'popular' | 'bestRated';

const serviceOrders: Record<ServiceOrder, SQL[]> = {
  catalogue: [asc(services.subcategoryId), asc(services.id)],
  popular: [sql`${serviceColumns.totalReviews} DESC`, sql`${serviceColumns.averageRating} DESC`, sql`lower(${services.name})`, sql`${services.id}`],
  bestRated: [sql`${serviceColumns.averageRating} DESC`, sql`${serviceColumns.totalReviews} DESC`, sql`lower(${services.name})`, sql`${services.id}`],
};

export function listServicesNear(
  db: Database,
  filter: SQL | undefined,
  near: Nearness,
  options: { order?: ServiceOrder; limit: number; offset?: number },
): Promise<ServiceRow[]> {
  const order = options.order ?? 'catalogue';
  // The catalogue order follows the services_category_order index: check each service in turn.
  const nearTest = order === 'catalogue' ? offeredNearEach : offeredNear;
  return db
    .select(serviceColumns)
    .from(services)
    .where(and(inCatalogue, filter, nearTest(outerServiceId, near.point, near.radiusKm)))
    .orderBy(...serviceOrders[order])
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

export const inCategory = (categoryId: number) => eq(services.categoryId, categoryId);
export const inSubcategory = (categoryId: number, subcategoryId: number) =>
  and(eq(services.categoryId, categoryId), eq(services.subcategoryId, subcategoryId))!;

export async function findCatalogueService(db: Database, id: number): Promise<ServiceRow | undefined> {
  const [row] = await db.select(serviceColumns).from(services).where(and(inCatalogue, eq(services.id, id)));
  return row;
}

export interface ReviewRow {
  name: string;
  comment: string;
  rating: number;
  createdAt: Date;
}

export function listReviews(db: Database, serviceId: number): Promise<ReviewRow[]> {
  return db
    .select({ name: reviews.reviewerName, comment: reviews.comment, rating: reviews.rating, createdAt: reviews.createdAt })
    .from(reviews)
    .where(eq(reviews.serviceId, serviceId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export interface SearchRow {
  id: number;
  name: string;
  categoryId: number;
  subcategoryId: number;
  categoryName: string;
  subcategoryName: string;
}

/** `%` and `_` in the typed text are literal characters, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Matches on service, subcategory or category name; a service name that starts with the text ranks first. */
export function searchServices(db: Database, query: string, near: Nearness, limit: number): Promise<SearchRow[]> {
  const escaped = escapeLike(query);
  const prefix = `${escaped}%`;
  const anywhere = `%${escaped}%`;
  const like = (column: SQL | AnyPgColumn, pattern: string) => sql`${column} ILIKE ${pattern} ESCAPE '\\'`;
  const rank = sql`CASE
    WHEN ${like(services.name, prefix)} THEN 0
    WHEN ${like(services.name, anywhere)} THEN 1
    WHEN ${like(sql`${subcategories.name}`, anywhere)} THEN 2
    ELSE 3 END`;
  return db
    .select({
      id: services.id,
      name: services.name,
      categoryId: categories.id,
      subcategoryId: subcategories.id,
      categoryName: categories.name,
      subcategoryName: subcategories.name,
    })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, services.subcategoryId))
    .where(
      and(
        sql`(${like(services.name, anywhere)} OR ${like(sql`${subcategories.name}`, anywhere)} OR ${like(sql`${categories.name}`, anywhere)})`,
        offeredNear(outerServiceId, near.point, near.radiusKm),
      ),
    )
    .orderBy(rank, sql`lower(${services.name})`, asc(services.id))
    .limit(limit);
}

export type BannerRow = typeof banners.$inferSelect;

export function listBanners(db: Database, order: 'topRated' | 'id'): Promise<BannerRow[]> {
  const orderBy = order === 'topRated' ? [asc(banners.topRatedPosition), asc(banners.id)] : [asc(banners.id)];
  return db.select().from(banners).orderBy(...orderBy);
}
