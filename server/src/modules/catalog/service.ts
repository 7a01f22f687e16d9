import type {
  BannerWire,
  CategoryWire,
  CategoryWithSubcategoriesWire,
  RatingCountsWire,
  SearchResultWire,
  ServiceDetailsWire,
  ServiceWire,
  SubcategoryWire,
} from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/httpError';
import type { Point } from './coordinates';
import {
  findCatalogueService,
  findCategory,
  listBanners,
  listCategories,
  listReviews,
  listServiceCardsByRating,
  listServiceCardsNear,
  listSubcategories,
  type BannerRow,
  type Nearness,
  type ServiceRow,
  type SubcategoryRow,
} from './repository';
import type { ListScope } from './near';
import { searchServices } from './search';
import { partnerWorkNear } from '../ratings/nearWork';
import { catalogTexts } from './messages';

export const catalogueMessages = catalogTexts;

const SEARCH_LIMIT = 10;
/**
 * Cards per page of a category or subcategory list. A city can have thousands of services in
 * one category; a phone gets them a page at a time ('Load more'), not as megabytes of JSON.
 */
export const LIST_PAGE_SIZE = 48;
/** Cards per home carousel. */
const HOME_SECTION_LIMIT = 12;
/** Only the start of a very long search text is matched. */
const SEARCH_MAX_LENGTH = 100;

const toCategory = (row: { id: number; name: string; imageUrl: string }): CategoryWire => ({
  id: row.id,
  category_name: row.name,
  image_url: row.imageUrl,
});

const toSubcategory = (row: SubcategoryRow): SubcategoryWire => ({
  id: row.id,
  category_id: row.categoryId,
  name: row.name,
  subcategory_name: row.name,
  image_url: row.imageUrl,
});

function toService(row: ServiceRow): ServiceWire {
  return {
    id: row.id,
    name: row.name,
    servicetype: row.serviceType,
    image_url: row.imageUrl,
    category_id: row.categoryId,
    subcategory_id: row.subcategoryId,
    average_rating: row.averageRating,
    avergae_ratting: row.averageRating,
    total_reviews: row.totalReviews,
    working_per_day: row.ratePerDay,
    working_per_hour: row.ratePerHour,
    about_us: row.aboutUs,
    overview: row.overview,
  };
}

export async function categoryList(db: Database): Promise<CategoryWire[]> {
  return (await listCategories(db)).map(toCategory);
}

export async function subcategoriesOf(db: Database, categoryId: number): Promise<SubcategoryWire[]> {
  const rows = await listSubcategories(db, categoryId);
  if (rows.length === 0) throw notFound(catalogueMessages.noSubcategory);
  return rows.map(toSubcategory);
}

export async function categoryWithSubcategories(db: Database, categoryId: number): Promise<CategoryWithSubcategoriesWire> {
  const category = await findCategory(db, categoryId);
  if (!category) throw notFound(catalogueMessages.noCategory);
  return { ...toCategory(category), subcategories: (await listSubcategories(db, category.id)).map(toSubcategory) };
}

/**
 * A JSON array of service cards (ServiceWire), each as the database keeps it (services.card_json):
 * a route sends it inside its reply as it is (routes' sendJson).
 */
export type CardsJson = string & { readonly __brand: 'CardsJson' };

const cardsJson = (cards: string[]): CardsJson => `[${cards.join(',')}]` as CardsJson;

/** A page of a service list; `next_page` is null on the last one. */
export interface ServicePage {
  data: CardsJson;
  next_page: number | null;
}

/** Where the customer is (if known) and which page of the list they are on. */
export interface ListPosition {
  point: Point | null;
  page: number;
}

/**
 * One page of the services near the point that match the filter. One row more than the page
 * tells whether a next page exists.
 */
async function servicePage(db: Database, scope: ListScope, position: ListPosition, radiusKm: number): Promise<ServicePage> {
  const { page } = position;
  const cards = await listServiceCardsNear(db, scope, { point: position.point, radiusKm }, {
    limit: LIST_PAGE_SIZE + 1,
    offset: (page - 1) * LIST_PAGE_SIZE,
  });
  return { data: cardsJson(cards.slice(0, LIST_PAGE_SIZE)), next_page: cards.length > LIST_PAGE_SIZE ? page + 1 : null };
}

export function servicesOfCategory(db: Database, categoryId: number, position: ListPosition, radiusKm: number): Promise<ServicePage> {
  return servicePage(db, { categoryId }, position, radiusKm);
}

export function servicesOfSubcategory(
  db: Database,
  categoryId: number,
  subcategoryId: number,
  position: ListPosition,
  radiusKm: number,
): Promise<ServicePage> {
  return servicePage(db, { categoryId, subcategoryId }, position, radiusKm);
}

export async function search(db: Database, query: { text: string; point: Point | null }, radiusKm: number): Promise<SearchResultWire[]> {
  const text = query.text.trim().slice(0, SEARCH_MAX_LENGTH);
  if (text === '') return [];
  const rows = await searchServices(db, text, { point: query.point, radiusKm }, SEARCH_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category_id: row.categoryId,
    subcategory_id: row.subcategoryId,
    category_name: row.categoryName,
    subcategory_name: row.subcategoryName,
  }));
}

/** Average to one decimal from integer sums, so 4.35 rounds to 4.4 as PostgreSQL's round() does. */
export function ratingSummary(ratings: number[]): { average: number; counts: RatingCountsWire } {
  const counts: RatingCountsWire = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
  let sum = 0;
  for (const rating of ratings) {
    counts[String(rating) as keyof RatingCountsWire] += 1;
    sum += rating;
  }
  const average = ratings.length === 0 ? 0 : Math.round((sum * 10) / ratings.length) / 10;
  return { average, counts };
}

/**
 * Details are public: the overlay opens with or without a session, near or not. The rating,
 * counts and reviews are the catalogue's own, and near a point also those of the jobs done by the
 * partners who work there (decision 0047), who add their own photos and video, with their own
 * ratings (modules/ratings).
 */
export async function serviceDetails(db: Database, serviceId: number, point: Point | null = null, radiusKm = 0): Promise<ServiceDetailsWire> {
  const row = await findCatalogueService(db, serviceId);
  if (!row) throw notFound(catalogueMessages.productFailed);
  const near = point ? { point, radiusKm } : null;
  const [reviews, partnerWork] = await Promise.all([listReviews(db, row.id, near), partnerWorkNear(db, row.id, point, radiusKm)]);
  const { average, counts } = ratingSummary(reviews.map((review) => review.rating));
  return {
    ...toService(row),
    average_rating: average,
    avergae_ratting: average,
    total_reviews: reviews.length,
    media_urls: row.mediaUrls.length > 0 ? row.mediaUrls : row.imageUrl ? [row.imageUrl] : [],
    reviews: reviews.map((review) => ({
      name: review.name,
      comment: review.comment,
      created_at: review.createdAt.toISOString(),
      rating: review.rating,
    })),
    rating_counts: counts,
    partner_work: partnerWork,
  };
}

/** The most popular section needs the customer's stored point (customer §2 'Landing and home'). */
export async function popularServices(db: Database, point: Point, radiusKm: number): Promise<CardsJson> {
  const near: Nearness = { point, radiusKm };
  return cardsJson(await listServiceCardsByRating(db, null, near, { order: 'popular', limit: HOME_SECTION_LIMIT }));
}

/** A home category carousel: the category's best rated services, near the point when one is sent. */
export async function categoryHighlights(db: Database, categoryId: number, point: Point | null, radiusKm: number): Promise<CardsJson> {
  const near: Nearness = { point, radiusKm };
  return cardsJson(await listServiceCardsByRating(db, categoryId, near, { order: 'bestRated', limit: HOME_SECTION_LIMIT }));
}

const toBanner = (row: BannerRow): BannerWire => ({
  id: row.id,
  image_url: row.imageUrl,
  title: row.title,
  description: row.description,
  color: row.color,
});

export async function homeBanners(db: Database, order: 'topRated' | 'id'): Promise<BannerWire[]> {
  return (await listBanners(db, order)).map(toBanner);
}
