import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners, categories, reviews, services, subcategories } from '../../db/schema';
import type { Point } from './coordinates';
import { preparedOnce } from '../../db/prepared';
import { nearPlaceholders, nearServiceIdsInListOrder, nearValues, offeredNearEach, type ListScope } from './near';

export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;

/** What a service card shows (lists, home rows). */
export interface ServiceCardRow {
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
  averageRating: number;
  totalReviews: number;
}

/** A card and its gallery (the details overlay). */
export interface ServiceRow extends ServiceCardRow {
  mediaUrls: string[];
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

/**
 * A card's columns plus the rating summary (kept on the service by a trigger on reviews). Lists
 * leave the gallery out: reading and parsing its array was a measurable part of a list's cost.
 */
const serviceCardColumns = {
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
  averageRating,
  totalReviews: services.ratingCount,
};

const serviceColumns = { ...serviceCardColumns, mediaUrls: services.mediaUrls };

const inCatalogue = and(isNotNull(services.categoryId), isNotNull(services.subcategoryId));

/**
 * One page of a category or subcategory list near the point, in list order (subcategory, id):
 * the page's ids come off service_places (nearServiceIdsInListOrder), the cards off services.
 */
export function listServicesNear(db: Database, scope: ListScope, near: Nearness, page: { limit: number; offset: number }): Promise<ServiceCardRow[]> {
  const oneSubcategory = scope.subcategoryId !== undefined;
  const query = preparedOnce(db, `services_near_${oneSubcategory ? 'subcategory' : 'category'}_${near.point ? 'point' : 'anywhere'}`, (name) => {
    const pageIds = nearServiceIdsInListOrder(oneSubcategory, near.point ? nearPlaceholders : null);
    return db
      .select(serviceCardColumns)
      .from(services)
      // = ANY(ARRAY(…)): the page is an init plan the planner settles apart, not a semi-join it
      // weighs against the outer scan (planning 0.30 → 0.24 ms, running 0.29 → 0.25 ms in Mumbai).
      .where(and(inCatalogue, sql`${services.id} = ANY(ARRAY(SELECT service_id FROM (${pageIds}) AS page))`))
      .orderBy(asc(services.subcategoryId), asc(services.id))
      .prepare(name);
  });
  return query.execute({
    ...(near.point ? nearValues(near.point, near.radiusKm) : {}),
    categoryId: scope.categoryId,
    subcategoryId: scope.subcategoryId,
    ...page,
  });
}

/** Orders of the home carousels. */
export type RatingOrder = 'popular' | 'bestRated';

/** Each is the order of an index (migration 0014), so a row is read off it, not sorted. */
const ratingOrders: Record<RatingOrder, SQL[]> = {
  popular: [sql`${services.ratingCount} DESC`, sql`${averageRating} DESC`, sql`lower(${services.name})`, sql`${services.id}`],
  bestRated: [sql`${averageRating} DESC`, sql`${services.ratingCount} DESC`, sql`lower(${services.name})`, sql`${services.id}`],
};

/**
 * A home row: the services of the whole catalogue or of one category near the point, walked in
 * rating order along its index and checked one by one (offeredNearEach) until the row is full.
 */
export function listServicesByRating(
  db: Database,
  categoryId: number | null,
  near: Nearness,
  options: { order: RatingOrder; limit: number },
): Promise<ServiceCardRow[]> {
  const name = `services_${options.order}_${categoryId === null ? 'all' : 'category'}_${near.point ? 'point' : 'anywhere'}`;
  const query = preparedOnce(db, name, () =>
    db
      .select(serviceCardColumns)
      .from(services)
      .where(
        and(
          inCatalogue,
          categoryId === null ? undefined : eq(services.categoryId, sql.placeholder('categoryId')),
          offeredNearEach(outerServiceId, near.point ? nearPlaceholders : null),
        ),
      )
      .orderBy(...ratingOrders[options.order])
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
  return query.execute({ ...(near.point ? nearValues(near.point, near.radiusKm) : {}), categoryId, limit: options.limit });
}

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

export type BannerRow = typeof banners.$inferSelect;

export function listBanners(db: Database, order: 'topRated' | 'id'): Promise<BannerRow[]> {
  const orderBy = order === 'topRated' ? [asc(banners.topRatedPosition), asc(banners.id)] : [asc(banners.id)];
  return db.select().from(banners).orderBy(...orderBy);
}
