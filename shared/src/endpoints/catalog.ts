import * as z from 'zod/mini';
import type { StarCounts } from '@servenear/shared/domain';
import { queryKeys } from '@servenear/shared/host';
import { idParams } from '../schemas/idSchemas';
import {
  bannerWire,
  categoryWire,
  categoryWithSubcategoriesWire,
  searchResultWire,
  serviceDetailsWire,
  servicePageWire,
  serviceWire,
  subcategoryWire,
  type BannerWire,
  type ReviewWire,
  type SearchResultWire,
  type ServiceDetailsWire,
  type ServiceWire,
} from '../wire/catalog';
import { nearPageQuerySchema, nearQuerySchema, nearSearchQuerySchema, pointQuerySchema } from './coordinates';
import { defineEndpoint, envelope } from './define';
import type { PartnerWorkWire } from '../wire/partnerSummary';

/*
 * The catalogue's reads (customer §7, CATALOG-CONTRACT 'Calls'), all public: the categories and
 * subcategories, the services near a point (a list's pages, a search, one service's details),
 * and the home's sections and banners.
 */

export interface Category {
  id: number;
  name: string;
  imageUrl: string | null;
}

export interface Subcategory {
  id: number;
  categoryId: number;
  name: string;
  imageUrl: string | null;
}

export interface ServiceSummary {
  id: number;
  name: string;
  /** customer §3: servicetype 'service' is bookable, 'enquiry' enquiry-type. */
  bookable: boolean;
  imageUrl: string | null;
  categoryId: number;
  subcategoryId: number;
  averageRating: number;
  totalReviews: number;
  perDay: number | null;
  perHour: number | null;
  about: string;
  overview: string;
}

export interface Review {
  name: string;
  comment: string;
  createdAt: string;
  rating: number;
}

export interface ServiceDetails extends ServiceSummary {
  mediaUrls: string[];
  reviews: Review[];
  ratingCounts: StarCounts;
  /** Issue 37: the photos and videos of verified partners who work near the customer, as sent (the lazily loaded section maps them). */
  partnerWork: PartnerWorkWire[];
}

/** customer §3 'Banner (top rated)': a slide of the home banner slider. */
export interface Banner {
  id: number;
  imageUrl: string | null;
  title: string;
  description: string;
  /** CSS colour of the slide's background, as the server sends it. */
  color: string | null;
}

/** A service whose name matches a search (customer §3 'Search result'). */
export interface SearchMatch {
  id: number;
  name: string;
  /** Both ids are needed to open the service list; either may be missing. */
  categoryId: number | null;
  subcategoryId: number | null;
  categoryName: string;
  subcategoryName: string;
}

/** The four category lists of the signed-in home (customer §7), in the order the home shows them. */
export type HomeSection = 'industryservices' | 'retailservices' | 'homeandpersonal' | 'gettutoringandconsulting';

/** A point with both coordinates known. */
export interface KnownPoint {
  latitude: number;
  longitude: number;
}

/** A point to list services near; both coordinates or none (the server refuses only one). */
export interface NearPoint {
  latitude: number | null;
  longitude: number | null;
}

/** A page of a category or subcategory list (the server sends 48 a page). */
export interface ServicePage {
  services: ServiceSummary[];
  /** The page to ask for next; null on the last page. */
  nextPage: number | null;
}

/**
 * The query of a near-me call: latitude and longitude only when both are known (the server
 * refuses one alone), so `{}` without a point.
 */
export function nearQuery(near?: NearPoint): { latitude?: number; longitude?: number } {
  return near && typeof near.latitude === 'number' && typeof near.longitude === 'number' ? { latitude: near.latitude, longitude: near.longitude } : {};
}

const coordinateOf = (value: unknown): number | null => (typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : null);

/** The point a call's query names, as its query key writes it: both coordinates, or nulls. */
export const nearOf = (query?: { latitude?: unknown; longitude?: unknown }): NearPoint => ({
  latitude: coordinateOf(query?.latitude),
  longitude: coordinateOf(query?.longitude),
});

const toService = (wire: ServiceWire): ServiceSummary => ({
  id: wire.id,
  name: wire.name,
  bookable: wire.servicetype === 'service',
  imageUrl: wire.image_url || null,
  categoryId: wire.category_id,
  subcategoryId: wire.subcategory_id,
  averageRating: wire.average_rating,
  totalReviews: wire.total_reviews,
  perDay: wire.working_per_day,
  perHour: wire.working_per_hour,
  about: wire.about_us,
  overview: wire.overview,
});

const toReview = (review: ReviewWire): Review => ({ name: review.name, comment: review.comment, createdAt: review.created_at, rating: review.rating });

const toDetails = (wire: ServiceDetailsWire): ServiceDetails => ({
  ...toService(wire),
  mediaUrls: wire.media_urls.filter((url) => url.length > 0),
  reviews: wire.reviews.map(toReview),
  ratingCounts: wire.rating_counts,
  partnerWork: wire.partner_work ?? [],
});

/** A real id, or null for a missing one (0). */
const optionalId = (value: number): number | null => (value > 0 ? value : null);

const toSearchMatch = (match: SearchResultWire): SearchMatch => ({
  id: match.id,
  name: match.name,
  categoryId: optionalId(match.category_id),
  subcategoryId: optionalId(match.subcategory_id),
  categoryName: match.category_name,
  subcategoryName: match.subcategory_name,
});

const toBanner = (wire: BannerWire): Banner => ({
  id: wire.id,
  imageUrl: wire.image_url || null,
  title: wire.title,
  description: wire.description,
  color: wire.color || null,
});

const serviceList = /* @__PURE__ */ envelope(z.array(serviceWire));
const bannerList = /* @__PURE__ */ envelope(z.array(bannerWire));

/** customer §7 `category`: the four categories. */
export const categoriesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'category',
  summary: 'The categories of the catalogue',
  reply: envelope(z.array(categoryWire)),
  toModel: ({ data }) => data.map((category): Category => ({ id: category.id, name: category.category_name, imageUrl: category.image_url || null })),
  key: () => queryKeys.catalog.categories(),
});

/** customer §7 `subcategory/{categoryId}`; an unknown category answers 404 'No subcategory exist'. */
export const subcategoriesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'subcategory/:categoryId',
  summary: 'The subcategories of a category',
  params: idParams('categoryId'),
  reply: envelope(z.array(subcategoryWire)),
  toModel: ({ data }) =>
    data.map((subcategory): Subcategory => ({
      id: subcategory.id,
      categoryId: subcategory.category_id,
      name: subcategory.subcategory_name || subcategory.name,
      imageUrl: subcategory.image_url || null,
    })),
  key: ({ params }) => queryKeys.catalog.subcategories(Number(params?.categoryId)),
});

/** GET categorylist/{id}: the category and its subcategories (no screen reads it: the reply as it is). */
export const categoryWithSubcategoriesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'categorylist/:id',
  summary: 'A category with its subcategories',
  params: idParams('id'),
  reply: envelope(categoryWithSubcategoriesWire),
});

/** A list page: `data` and, beside it, `next_page` (null on the last page). */
const toServicePage = ({ data, next_page: nextPage }: z.infer<typeof servicePageWire>): ServicePage => ({ services: data.map(toService), nextPage });

/**
 * customer §7 `catlist/service/{categoryId}`: a page of the category's services offered near the
 * point. The pages of one list share its key (an infinite query: useNearbyServices).
 */
export const categoryServicesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'catlist/service/:categoryId',
  summary: "A page of a category's services near the point",
  params: idParams('categoryId'),
  query: nearPageQuerySchema,
  reply: servicePageWire,
  toModel: toServicePage,
  key: ({ params, query }) => queryKeys.catalog.services(Number(params?.categoryId), null, nearOf(query)),
});

/** customer §7 `sublist/service/{categoryId}/{subcategoryId}`: a page of the subcategory's services offered near the point. */
export const subcategoryServicesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'sublist/service/:categoryId/:subcategoryId',
  summary: "A page of a subcategory's services near the point",
  params: idParams('categoryId', 'subcategoryId'),
  query: nearPageQuerySchema,
  reply: servicePageWire,
  toModel: toServicePage,
  key: ({ params, query }) => queryKeys.catalog.services(Number(params?.categoryId), Number(params?.subcategoryId), nearOf(query)),
});

/** customer §7 `services/search?query`: services near the point whose names match, best first. */
export const serviceSearchEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'services/search',
  summary: 'Services near the point whose names match the text, best first',
  query: nearSearchQuerySchema,
  reply: envelope(z.array(searchResultWire)),
  toModel: ({ data }) => data.map(toSearchMatch),
  key: ({ query }) => queryKeys.catalog.search(String(query?.query ?? ''), nearOf(query)),
});

/**
 * customer §7 `user/getservice/{id}`: details with media, reviews and rating counts; an unknown id
 * answers 404. Public: the overlay opens with or without a session, near or not (the point is
 * only checked, as the other reads do).
 */
export const serviceDetailsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/getservice/:id',
  summary: "A service's details, media, reviews and rating counts",
  params: idParams('id'),
  query: nearQuerySchema,
  reply: envelope(serviceDetailsWire),
  toModel: ({ data }) => toDetails(data),
  key: ({ params, query }) => queryKeys.catalog.serviceDetails(Number(params?.id), nearOf(query)),
});

/** customer §7 `user/getdescription/{id}`: the same details as user/getservice (no screen asks for it). */
export const serviceDescriptionEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/getdescription/:id',
  summary: "A service's details (the same as user/getservice)",
  params: idParams('id'),
  query: nearQuerySchema,
  reply: envelope(serviceDetailsWire),
  toModel: ({ data }) => toDetails(data),
});

/** customer §7 `user/mostpopulerservice`: needs both coordinates (422 without them). */
export const mostPopularEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/mostpopulerservice',
  summary: 'The most popular services near the point',
  query: pointQuerySchema,
  reply: serviceList,
  toModel: ({ data }) => data.map(toService),
  key: ({ query }) => queryKeys.catalog.mostPopular(nearOf(query)),
});

/** One home carousel: the category's best rated services, near the point when one is sent. */
const homeSectionEndpoint = <Section extends HomeSection>(section: Section) =>
  defineEndpoint({
    method: 'GET',
    path: `user/${section}` as const,
    summary: `A home carousel (${section}): its category's best rated services near the point`,
    query: nearQuerySchema,
    reply: serviceList,
    toModel: ({ data }) => data.map(toService),
    key: ({ query }) => queryKeys.catalog.homeSection(section, nearOf(query)),
  });

/** customer §7 `user/{industryservices|retailservices|homeandpersonal|gettutoringandconsulting}`, in the home's order. */
export const homeSectionEndpoints = {
  industryservices: homeSectionEndpoint('industryservices'),
  retailservices: homeSectionEndpoint('retailservices'),
  homeandpersonal: homeSectionEndpoint('homeandpersonal'),
  gettutoringandconsulting: homeSectionEndpoint('gettutoringandconsulting'),
};

/** customer §7 `user/sliderimage`: the home banner slider. */
export const sliderBannersEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/sliderimage',
  summary: 'The slides of the home banner slider',
  reply: bannerList,
  toModel: ({ data }) => data.map(toBanner),
  key: () => queryKeys.catalog.banners('slider'),
});

/** customer §7 `user/topratedservices`: the top-rated banners. */
export const topRatedBannersEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/topratedservices',
  summary: 'The top-rated banners of the home',
  reply: bannerList,
  toModel: ({ data }) => data.map(toBanner),
  key: () => queryKeys.catalog.banners('top-rated'),
});
