import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners, categories, reviews, services, subcategories } from '../../db/schema';
import type { Point } from './coordinates';
import { preparedOnce } from '../../db/prepared';
import { rowsQuery } from '../../db/rowsQuery';
import { nearPlaceholders, nearServiceIdsInListOrder, nearValues, offeredNearEach, type ListScope } from './near';

export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;

/** A service as the details overlay shows it (the lists write their cards as JSON: cardJson). */
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
  averageRating: number;
  totalReviews: number;
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
 * A list card's columns, in the order cardJson reads them: the lists and home rows read their
 * rows as arrays (rowsQuery) and write each card's JSON straight from it.
 */
const cardColumns = {
  id: services.id,
  name: services.name,
  serviceType: services.serviceType,
  imageUrl: services.imageUrl,
  categoryId: sql<number>`${services.categoryId}`,
  subcategoryId: sql<number>`${services.subcategoryId}`,
  averageRating,
  totalReviews: services.ratingCount,
  ratePerDay: services.ratePerDay,
  ratePerHour: services.ratePerHour,
  aboutUs: services.aboutUs,
  overview: services.overview,
};

/** The details overlay's service: a card's columns and its gallery, mapped by drizzle. */
const serviceColumns = { ...cardColumns, mediaUrls: services.mediaUrls };

/**
 * A card (ServiceWire, without the gallery) as JSON, from its row of cardColumns. Building an
 * object per card (drizzle's row mapping, then the serializer) cost the server more than the
 * database spent finding a page. toService writes the same shape for the details overlay; a
 * test holds the two together.
 */
function cardJson(row: unknown[]): string {
  const average = Number(row[6]);
  return (
    `{"id":${Number(row[0])},"name":${JSON.stringify(row[1])},"servicetype":${JSON.stringify(row[2])},"image_url":${JSON.stringify(row[3] ?? null)},` +
    `"category_id":${Number(row[4])},"subcategory_id":${Number(row[5])},"average_rating":${average},"avergae_ratting":${average},` +
    `"total_reviews":${Number(row[7])},"working_per_day":${Number(row[8])},"working_per_hour":${Number(row[9])},` +
    `"about_us":${JSON.stringify(row[10])},"overview":${JSON.stringify(row[11])}}`
  );
}

const inCatalogue = and(isNotNull(services.categoryId), isNotNull(services.subcategoryId));

/**
 * One page of a category or subcategory list near the point, in list order (subcategory, id):
 * the page's ids come off service_places (nearServiceIdsInListOrder), the cards off services.
 * Each card comes as its JSON (cardJson).
 */
export async function listServiceCardsNear(db: Database, scope: ListScope, near: Nearness, page: { limit: number; offset: number }): Promise<string[]> {
  const oneSubcategory = scope.subcategoryId !== undefined;
  const query = preparedOnce(db, `service_cards_near_${oneSubcategory ? 'subcategory' : 'category'}_${near.point ? 'point' : 'anywhere'}`, (name) => {
    const pageIds = nearServiceIdsInListOrder(oneSubcategory, near.point ? nearPlaceholders : null);
    const select = db
      .select(cardColumns)
      .from(services)
      // = ANY(ARRAY(…)): the page is an init plan the planner settles apart, not a semi-join it
      // weighs against the outer scan (planning 0.30 → 0.24 ms, running 0.29 → 0.25 ms in Mumbai).
      .where(and(inCatalogue, sql`${services.id} = ANY(ARRAY(SELECT service_id FROM (${pageIds}) AS page))`))
      .orderBy(asc(services.subcategoryId), asc(services.id));
    return rowsQuery(db, name, select);
  });
  const rows = await query.rows({
    ...(near.point ? nearValues(near.point, near.radiusKm) : {}),
    categoryId: scope.categoryId,
    subcategoryId: scope.subcategoryId,
    ...page,
  });
  return rows.map(cardJson);
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
export async function listServiceCardsByRating(
  db: Database,
  categoryId: number | null,
  near: Nearness,
  options: { order: RatingOrder; limit: number },
): Promise<string[]> {
  const name = `service_cards_${options.order}_${categoryId === null ? 'all' : 'category'}_${near.point ? 'point' : 'anywhere'}`;
  const query = preparedOnce(db, name, () =>
    rowsQuery(
      db,
      name,
      db
        .select(cardColumns)
        .from(services)
        .where(
          and(
            inCatalogue,
            categoryId === null ? undefined : eq(services.categoryId, sql.placeholder('categoryId')),
            offeredNearEach(outerServiceId, near.point ? nearPlaceholders : null),
          ),
        )
        .orderBy(...ratingOrders[options.order])
        .limit(sql.placeholder('limit')),
    ),
  );
  const rows = await query.rows({ ...(near.point ? nearValues(near.point, near.radiusKm) : {}), categoryId, limit: options.limit });
  return rows.map(cardJson);
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
