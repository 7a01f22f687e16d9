import { and, asc, desc, eq, isNotNull, isNull, or, sql, type AnyColumn, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners, categories, reviews, services, subcategories } from '../../db/schema';
import type { Point } from './coordinates';
import { preparedOnce } from '../../db/prepared';
import { rowsQuery } from '../../db/rowsQuery';
import {
  nearPlaceholders,
  nearServiceIdsInListOrder,
  nearValues,
  offeredNearEach,
  partnerOffersNear,
  servicesOfferedNear,
  type ListScope,
  type ListWalk,
  type NearSql,
} from './near';

export type CategoryRow = typeof categories.$inferSelect;
export type SubcategoryRow = typeof subcategories.$inferSelect;

/** A service as the details overlay shows it (the lists send their cards as services.card_json holds them). */
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

/** The details overlay's service, mapped by drizzle (the lists read services.card_json instead). */
const serviceColumns = {
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
  mediaUrls: services.mediaUrls,
};

/**
 * A list reads each card as the JSON the database keeps (services.card_json, one column) and
 * sends it as it is: twelve columns per card read and written out as JSON in the server cost
 * it more than the database spent finding a page. toService writes the same fields for the
 * details overlay; a test holds the two together.
 */
const cardColumn = { card: services.cardJson };
const cardsOf = (rows: unknown[][]): string[] => rows.map((row) => row[0] as string);

const inCatalogue = and(isNotNull(services.categoryId), isNotNull(services.subcategoryId));

/**
 * How many service_places rows a near-me page's first try walks: around central Mumbai on the
 * bench's data set, a 49-row page takes about 350, so the first few pages of a city fit; a
 * sparse region walks them all (about 1 ms) and then asks the whole walk.
 */
export const LIST_WALK_LIMIT = 2000;

function serviceCardsNearQuery(db: Database, oneSubcategory: boolean, near: NearSql | null, walk: ListWalk) {
  const name = `service_cards_near_${oneSubcategory ? 'subcategory' : 'category'}_${near ? 'point' : 'anywhere'}_${walk}`;
  return preparedOnce(db, name, () => {
    const pageIds = nearServiceIdsInListOrder(oneSubcategory, near, walk);
    const select = db
      .select(cardColumn)
      .from(services)
      // = ANY(ARRAY(…)): the page is an init plan the planner settles apart, not a semi-join it
      // weighs against the outer scan (planning 0.30 → 0.24 ms, running 0.29 → 0.25 ms in Mumbai).
      .where(and(inCatalogue, sql`${services.id} = ANY(ARRAY(SELECT service_id FROM (${pageIds}) AS page))`))
      .orderBy(asc(services.subcategoryId), asc(services.id));
    return rowsQuery(db, name, select, walk === 'capped' ? 'generic' : 'custom');
  });
}

/**
 * One page of a category or subcategory list near the point, in list order (subcategory, id):
 * the page's ids come off service_places (nearServiceIdsInListOrder), the cards off services.
 * Each card comes as its JSON (services.card_json). With a point, the first try walks at most `walkLimit`
 * rows on one generic plan (no planning per call); a page it leaves short, the list's last
 * or a sparse region's, is asked again of the whole walk, planned for the point.
 */
export async function listServiceCardsNear(
  db: Database,
  scope: ListScope,
  near: Nearness,
  page: { limit: number; offset: number },
  walkLimit = LIST_WALK_LIMIT,
): Promise<string[]> {
  const oneSubcategory = scope.subcategoryId !== undefined;
  const values = {
    ...(near.point ? nearValues(near.point, near.radiusKm) : {}),
    categoryId: scope.categoryId,
    subcategoryId: scope.subcategoryId,
    ...page,
  };
  const placeholders = near.point ? nearPlaceholders : null;
  if (placeholders) {
    const rows = await serviceCardsNearQuery(db, oneSubcategory, placeholders, 'capped').rows({ ...values, walkLimit });
    if (rows.length === page.limit) return cardsOf(rows);
  }
  return cardsOf(await serviceCardsNearQuery(db, oneSubcategory, placeholders, 'whole').rows(values));
}

/** Orders of the home carousels. */
export type RatingOrder = 'popular' | 'bestRated';

/** A rating order's keys, the expressions of an index (migration 0014), so a row is read off it. */
const ratingKeys = {
  average: averageRating,
  count: services.ratingCount,
  sortName: sql<string>`lower(${services.name})`,
  id: services.id,
};
type RatingKey = keyof typeof ratingKeys;
const ratingOrders: Record<RatingOrder, { key: RatingKey; descending: boolean }[]> = {
  popular: [{ key: 'count', descending: true }, { key: 'average', descending: true }, { key: 'sortName', descending: false }, { key: 'id', descending: false }],
  bestRated: [{ key: 'average', descending: true }, { key: 'count', descending: true }, { key: 'sortName', descending: false }, { key: 'id', descending: false }],
};
const orderBy = (order: RatingOrder, column: (key: RatingKey) => SQLWrapper | AnyColumn) =>
  ratingOrders[order].map(({ key, descending }) => (descending ? desc(column(key)) : asc(column(key))));

/**
 * How a home row finds its services near a point. `capped`: walks the first `walkLimit` services
 * in rating order and checks each (offeredNearEach); one plan suits every point, and a row it
 * fills is the exact row. `nearFirst`: takes the services of the places that reach the point and
 * sorts them, planned for the point: cheap where few places are near, where the walk comes back
 * short (the rated walk over a whole category took 76–256 ms where nothing is near).
 */
type RatingWalk = 'capped' | 'nearFirst';

/**
 * How many services a home row's first try walks: around central Mumbai on the bench's data set
 * a 12-card row takes about 95.
 */
export const RATING_WALK_LIMIT = 500;

function ratingRowQuery(db: Database, order: RatingOrder, inCategory: boolean, near: NearSql | null, walk: RatingWalk) {
  const name = `service_cards_${order}_${inCategory ? 'category' : 'all'}_${near ? `point_${walk}` : 'anywhere'}`;
  return preparedOnce(db, name, () => {
    const scope = and(inCatalogue, inCategory ? eq(services.categoryId, sql.placeholder('categoryId')) : undefined);
    if (near && walk === 'capped') {
      const walked = db
        .select({ ...cardColumn, ...ratingKeys, sortName: ratingKeys.sortName.as('sort_name'), average: ratingKeys.average.as('average') })
        .from(services)
        .where(scope)
        .orderBy(...orderBy(order, (key) => ratingKeys[key]))
        .limit(sql.placeholder('walkLimit'))
        .as('walked');
      // The outer order names the walk's own output, so PostgreSQL reads it as already sorted
      // and stops at the row's end.
      const select = db
        .select({ card: walked.card })
        .from(walked)
        .where(offeredNearEach(sql`${walked.id}`, near))
        .orderBy(...orderBy(order, (key) => walked[key]))
        .limit(sql.placeholder('limit'));
      return rowsQuery(db, name, select, 'generic');
    }
    const offered = near ? sql`${services.id} IN (${servicesOfferedNear(near, inCategory)})` : undefined;
    const select = db
      .select(cardColumn)
      .from(services)
      .where(and(scope, offered ?? offeredNearEach(outerServiceId, null)))
      .orderBy(...orderBy(order, (key) => ratingKeys[key]))
      .limit(sql.placeholder('limit'));
    return rowsQuery(db, name, select);
  });
}

/**
 * A home row: the services of the whole catalogue or of one category near the point, best first
 * in the row's order. With a point, the first try walks at most `walkLimit` services in that order
 * on one generic plan; a row it leaves short is asked again from the places near the point.
 */
export async function listServiceCardsByRating(
  db: Database,
  categoryId: number | null,
  near: Nearness,
  options: { order: RatingOrder; limit: number },
  walkLimit = RATING_WALK_LIMIT,
): Promise<string[]> {
  const inCategory = categoryId !== null;
  const values = { ...(near.point ? nearValues(near.point, near.radiusKm) : {}), categoryId, limit: options.limit };
  const placeholders = near.point ? nearPlaceholders : null;
  if (placeholders) {
    const rows = await ratingRowQuery(db, options.order, inCategory, placeholders, 'capped').rows({ ...values, walkLimit });
    if (rows.length === options.limit) return cardsOf(rows);
  }
  return cardsOf(await ratingRowQuery(db, options.order, inCategory, placeholders, 'nearFirst').rows(values));
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

/**
 * A service's reviews as its details show them (decision 0047): the catalogue's own, and near a
 * point also the reviews of jobs done by the partners who offer it there (service_places holds
 * only verified, live partners' places). A job in Chennai does not move the service in Indore.
 */
export function listReviews(db: Database, serviceId: number, near: { point: Point; radiusKm: number } | null = null): Promise<ReviewRow[]> {
  const catalogueOrNear = near
    ? or(isNull(reviews.partnerId), partnerOffersNear(serviceId, sql`${reviews.partnerId}`, near.point, near.radiusKm))
    : isNull(reviews.partnerId);
  return db
    .select({ name: reviews.reviewerName, comment: reviews.comment, rating: reviews.rating, createdAt: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.serviceId, serviceId), catalogueOrNear))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export type BannerRow = typeof banners.$inferSelect;

export function listBanners(db: Database, order: 'topRated' | 'id'): Promise<BannerRow[]> {
  const orderBy = order === 'topRated' ? [asc(banners.topRatedPosition), asc(banners.id)] : [asc(banners.id)];
  return db.select().from(banners).orderBy(...orderBy);
}
