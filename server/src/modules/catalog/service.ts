import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/httpError';
import { positiveId } from '../../lib/ids';
import { optionalPointSchema, pointSchema } from './coordinates';
import {
  findCatalogueService,
  findCategory,
  inCategory,
  inSubcategory,
  listBanners,
  listCategories,
  listReviews,
  listServicesNear,
  listSubcategories,
  searchServices,
  type BannerRow,
  type Nearness,
  type ServiceRow,
  type SubcategoryRow,
} from './repository';

/** Wire shapes of the catalogue contract, spelt as the spec spells them. */
export interface CategoryWire {
  id: number;
  category_name: string;
  image_url: string;
}

export interface SubcategoryWire {
  id: number;
  category_id: number;
  name: string;
  subcategory_name: string;
  image_url: string;
}

export interface ServiceWire {
  id: number;
  name: string;
  servicetype: 'service' | 'enquiry';
  image_url: string | null;
  category_id: number;
  subcategory_id: number;
  average_rating: number;
  avergae_ratting: number;
  total_reviews: number;
  working_per_day: number;
  working_per_hour: number;
  about_us: string;
  overview: string;
}

export interface ReviewWire {
  name: string;
  comment: string;
  created_at: string;
  rating: number;
}

export type RatingCounts = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface ServiceDetailsWire extends ServiceWire {
  media_urls: string[];
  reviews: ReviewWire[];
  rating_counts: RatingCounts;
}

export interface SearchResultWire {
  id: number;
  name: string;
  category_id: number;
  subcategory_id: number;
  category_name: string;
  subcategory_name: string;
}

export const catalogueMessages = {
  noSubcategory: 'No subcategory exist',
  noCategory: 'Category not found',
  productFailed: 'Failed to load product data',
} as const;

export interface BannerWire {
  id: number;
  image_url: string;
  title: string;
  description: string;
  color: string;
}

const SEARCH_LIMIT = 10;
/**
 * Cards per page of a category or subcategory list. A city can have thousands of services in
 * one category; a phone gets them a page at a time ('Load more'), not as megabytes of JSON.
 */
export const LIST_PAGE_SIZE = 48;
const LAST_PAGE = 10_000;
/** Cards per home carousel. */
const HOME_SECTION_LIMIT = 12;
const SEARCH_MAX_LENGTH = 100;

function nearness(query: unknown, radiusKm: number): Nearness {
  return { point: optionalPointSchema.parse(query ?? {}), radiusKm };
}

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

export async function subcategoriesOf(db: Database, categoryId: string): Promise<SubcategoryWire[]> {
  const id = positiveId(categoryId);
  const rows = id === null ? [] : await listSubcategories(db, id);
  if (rows.length === 0) throw notFound(catalogueMessages.noSubcategory);
  return rows.map(toSubcategory);
}

export async function categoryWithSubcategories(db: Database, categoryId: string) {
  const id = positiveId(categoryId);
  const category = id === null ? undefined : await findCategory(db, id);
  if (!category) throw notFound(catalogueMessages.noCategory);
  return { ...toCategory(category), subcategories: (await listSubcategories(db, category.id)).map(toSubcategory) };
}

/** A page of a service list; `next_page` is null on the last one. */
export interface ServicePage {
  data: ServiceWire[];
  next_page: number | null;
}

export const pageMessages = { page: 'Page must be a whole number from 1.' } as const;

const pageSchema = z.object({
  page: z.preprocess(
    (value) => (value === undefined || value === '' ? 1 : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value),
    z.number({ error: pageMessages.page }).int({ error: pageMessages.page }).min(1, { error: pageMessages.page }).max(LAST_PAGE, { error: pageMessages.page }),
  ),
});

const emptyPage: ServicePage = { data: [], next_page: null };

/**
 * One page of the services near the point that match the filter; a filter of null (an id
 * that cannot exist) gives an empty page once the query itself is checked. One row more than
 * the page tells whether a next page exists.
 */
async function servicePage(db: Database, filter: SQL | null, query: unknown, radiusKm: number): Promise<ServicePage> {
  const near = nearness(query, radiusKm);
  const { page } = pageSchema.parse(query ?? {});
  if (filter === null) return emptyPage;
  const rows = await listServicesNear(db, filter, near, { limit: LIST_PAGE_SIZE + 1, offset: (page - 1) * LIST_PAGE_SIZE });
  return { data: rows.slice(0, LIST_PAGE_SIZE).map(toService), next_page: rows.length > LIST_PAGE_SIZE ? page + 1 : null };
}

export function servicesOfCategory(db: Database, categoryId: string, query: unknown, radiusKm: number): Promise<ServicePage> {
  const id = positiveId(categoryId);
  return servicePage(db, id === null ? null : inCategory(id), query, radiusKm);
}

export function servicesOfSubcategory(
  db: Database,
  categoryId: string,
  subcategoryId: string,
  query: unknown,
  radiusKm: number,
): Promise<ServicePage> {
  const category = positiveId(categoryId);
  const subcategory = positiveId(subcategoryId);
  return servicePage(db, category === null || subcategory === null ? null : inSubcategory(category, subcategory), query, radiusKm);
}

const searchQuery = z.object({ query: z.unknown().optional() });

export async function search(db: Database, query: unknown, radiusKm: number): Promise<SearchResultWire[]> {
  const near = nearness(query, radiusKm);
  const raw = searchQuery.parse(query ?? {}).query;
  const text = typeof raw === 'string' ? raw.trim().slice(0, SEARCH_MAX_LENGTH) : '';
  if (text === '') return [];
  const rows = await searchServices(db, text, near, SEARCH_LIMIT);
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
export function ratingSummary(ratings: number[]): { average: number; counts: RatingCounts } {
  const counts: RatingCounts = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
  let sum = 0;
  for (const rating of ratings) {
    counts[String(rating) as keyof RatingCounts] += 1;
    sum += rating;
  }
  const average = ratings.length === 0 ? 0 : Math.round((sum * 10) / ratings.length) / 10;
  return { average, counts };
}

/** Details are public: the overlay opens with or without a session, near or not. */
export async function serviceDetails(db: Database, serviceId: string, query: unknown): Promise<ServiceDetailsWire> {
  optionalPointSchema.parse(query ?? {});
  const id = positiveId(serviceId);
  const row = id === null ? undefined : await findCatalogueService(db, id);
  if (!row) throw notFound(catalogueMessages.productFailed);
  const reviews = await listReviews(db, row.id);
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
  };
}

/** The most popular section needs the customer's stored point (customer §2 'Landing and home'). */
export async function popularServices(db: Database, query: unknown, radiusKm: number): Promise<ServiceWire[]> {
  const near: Nearness = { point: pointSchema.parse(query ?? {}), radiusKm };
  return (await listServicesNear(db, undefined, near, { order: 'popular', limit: HOME_SECTION_LIMIT })).map(toService);
}

/** A home category carousel: the category's best rated services, near the point when one is sent. */
export async function categoryHighlights(db: Database, categoryId: number, query: unknown, radiusKm: number): Promise<ServiceWire[]> {
  const near = nearness(query, radiusKm);
  return (await listServicesNear(db, inCategory(categoryId), near, { order: 'bestRated', limit: HOME_SECTION_LIMIT })).map(toService);
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
