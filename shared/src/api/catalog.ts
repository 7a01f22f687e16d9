import type { StarCounts } from '@servenear/shared/domain';
import type {
  ApiEnvelope,
  CategoryWire,
  ReviewWire,
  SearchResultWire,
  ServiceDetailsWire,
  ServiceWire,
  SubcategoryWire,
} from '@servenear/shared/wire';
import { ApiError } from './ApiError';
import { apiClient } from './client';
import { isRecord, unwrapEnvelope } from './normalise';

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
  /** customer §3: servicetype 'service' is bookable, anything else enquiry-type. */
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

export interface CallOptions {
  signal?: AbortSignal;
}

/** A page of a category or subcategory list (the server sends 48 a page). */
export interface ServicePage {
  services: ServiceSummary[];
  /** The page to ask for next; null on the last page. */
  nextPage: number | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const numberOr = <T>(value: unknown, fallback: T): number | T =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The query string of a near-me call: sent only when both coordinates are known. */
function nearQuery(near?: NearPoint): string {
  if (!near || typeof near.latitude !== 'number' || typeof near.longitude !== 'number') return '';
  return `?${new URLSearchParams({ latitude: String(near.latitude), longitude: String(near.longitude) })}`;
}

async function getList(path: string, options: CallOptions): Promise<unknown[]> {
  const response = await apiClient.get<ApiEnvelope<unknown[]>>(path, { signal: options.signal });
  const { data } = unwrapEnvelope(response.status, response.data);
  if (!Array.isArray(data)) throw new ApiError(response.status, {}, 'Unexpected list from the server');
  return data;
}

const hasId = (item: unknown): item is Record<string, unknown> & { id: number } => isRecord(item) && Number.isInteger(item.id);

function toService(wire: Partial<ServiceWire> & { id: number }): ServiceSummary {
  return {
    id: wire.id,
    name: text(wire.name),
    bookable: wire.servicetype === 'service',
    imageUrl: optionalText(wire.image_url),
    categoryId: numberOr(wire.category_id, 0),
    subcategoryId: numberOr(wire.subcategory_id, 0),
    averageRating: numberOr(wire.average_rating, numberOr(wire.avergae_ratting, 0)),
    totalReviews: numberOr(wire.total_reviews, 0),
    perDay: numberOr(wire.working_per_day, null),
    perHour: numberOr(wire.working_per_hour, null),
    about: text(wire.about_us),
    overview: text(wire.overview),
  };
}

/** GET a list page: `data` and, beside it, `next_page` (null or absent on the last page). */
async function getServicePage(path: string, near: NearPoint | undefined, page: number, options: CallOptions): Promise<ServicePage> {
  const query = new URLSearchParams(nearQuery(near).slice(1));
  if (page > 1) query.set('page', String(page));
  const url = query.toString() === '' ? path : `${path}?${query}`;
  const response = await apiClient.get<ApiEnvelope<unknown[]> & { next_page?: unknown }>(url, { signal: options.signal });
  const { data } = unwrapEnvelope(response.status, response.data);
  if (!Array.isArray(data)) throw new ApiError(response.status, {}, 'Unexpected list from the server');
  const next = response.data.next_page;
  return { services: data.filter(hasId).map(toService), nextPage: Number.isInteger(next) && (next as number) > page ? (next as number) : null };
}

function toReview(wire: unknown): Review | null {
  if (!isRecord(wire)) return null;
  const review = wire as Partial<ReviewWire>;
  return { name: text(review.name), comment: text(review.comment), createdAt: text(review.created_at), rating: numberOr(review.rating, 0) };
}

function toDetails(data: unknown, httpStatus: number): ServiceDetails {
  if (!hasId(data)) throw new ApiError(httpStatus, {}, 'Unexpected service from the server');
  const wire = data as Partial<ServiceDetailsWire> & { id: number };
  const counts: StarCounts = {};
  if (isRecord(wire.rating_counts)) {
    for (const stars of ['1', '2', '3', '4', '5'] as const) counts[stars] = numberOr(wire.rating_counts[stars], 0);
  }
  return {
    ...toService(wire),
    mediaUrls: Array.isArray(wire.media_urls) ? wire.media_urls.filter((url): url is string => typeof url === 'string' && url.length > 0) : [],
    reviews: Array.isArray(wire.reviews) ? wire.reviews.map(toReview).filter((review): review is Review => review !== null) : [],
    ratingCounts: counts,
  };
}

const optionalId = (value: unknown): number | null => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : null);

function toSearchMatch(wire: Record<string, unknown> & { id: number }): SearchMatch {
  const match = wire as Partial<SearchResultWire> & { id: number };
  return {
    id: match.id,
    name: text(match.name),
    categoryId: optionalId(match.category_id),
    subcategoryId: optionalId(match.subcategory_id),
    categoryName: text(match.category_name),
    subcategoryName: text(match.subcategory_name),
  };
}

function toBanner(wire: Record<string, unknown> & { id: number }): Banner {
  return {
    id: wire.id,
    imageUrl: optionalText(wire.image_url),
    title: text(wire.title),
    description: text(wire.description),
    color: optionalText(wire.color),
  };
}

/** The catalogue calls of customer §7 (CATALOG-CONTRACT 'Calls'). */
export const catalogApi = {
  /** GET category: the four categories. */
  async categories(options: CallOptions = {}): Promise<Category[]> {
    return (await getList('category', options)).filter(hasId).map((wire) => {
      const category = wire as Partial<CategoryWire> & { id: number };
      return { id: category.id, name: text(category.category_name), imageUrl: optionalText(category.image_url) };
    });
  },

  /** GET subcategory/{categoryId}; an unknown category rejects with 404 'No subcategory exist'. */
  async subcategories(categoryId: number, options: CallOptions = {}): Promise<Subcategory[]> {
    return (await getList(`subcategory/${categoryId}`, options)).filter(hasId).map((wire) => {
      const subcategory = wire as Partial<SubcategoryWire> & { id: number };
      return {
        id: subcategory.id,
        categoryId: numberOr(subcategory.category_id, categoryId),
        name: text(subcategory.subcategory_name) || text(subcategory.name),
        imageUrl: optionalText(subcategory.image_url),
      };
    });
  },

  /** GET catlist/service/{categoryId}[?page]: a page of the category's services offered near the point. */
  servicesOfCategory(categoryId: number, near?: NearPoint, options: CallOptions & { page?: number } = {}): Promise<ServicePage> {
    return getServicePage(`catlist/service/${categoryId}`, near, options.page ?? 1, options);
  },

  /** GET sublist/service/{categoryId}/{subcategoryId}[?page]: a page of the subcategory's services offered near the point. */
  servicesOfSubcategory(
    categoryId: number,
    subcategoryId: number,
    near?: NearPoint,
    options: CallOptions & { page?: number } = {},
  ): Promise<ServicePage> {
    return getServicePage(`sublist/service/${categoryId}/${subcategoryId}`, near, options.page ?? 1, options);
  },

  /** GET services/search?query: services near the point whose names match, best first. */
  async search(query: string, near?: NearPoint, options: CallOptions = {}): Promise<SearchMatch[]> {
    const params = new URLSearchParams({ query });
    if (near && typeof near.latitude === 'number' && typeof near.longitude === 'number') {
      params.set('latitude', String(near.latitude));
      params.set('longitude', String(near.longitude));
    }
    return (await getList(`services/search?${params}`, options)).filter(hasId).map(toSearchMatch);
  },

  /** GET user/getservice/{id}: details with media, reviews and rating counts; unknown id → 404. */
  async serviceDetails(id: number, near?: NearPoint, options: CallOptions = {}): Promise<ServiceDetails> {
    const response = await apiClient.get<ApiEnvelope<ServiceDetailsWire>>(`user/getservice/${id}${nearQuery(near)}`, {
      signal: options.signal,
    });
    return toDetails(unwrapEnvelope(response.status, response.data).data, response.status);
  },
  /** GET user/sliderimage: the home banner slider. */
  async sliderBanners(options: CallOptions = {}): Promise<Banner[]> {
    return (await getList('user/sliderimage', options)).filter(hasId).map(toBanner);
  },

  /** GET user/topratedservices: the top-rated banners. */
  async topRatedBanners(options: CallOptions = {}): Promise<Banner[]> {
    return (await getList('user/topratedservices', options)).filter(hasId).map(toBanner);
  },

  /** GET user/mostpopulerservice: needs both coordinates (the server answers 422 without them). */
  async mostPopular(near: KnownPoint, options: CallOptions = {}): Promise<ServiceSummary[]> {
    return (await getList(`user/mostpopulerservice${nearQuery(near)}`, options)).filter(hasId).map(toService);
  },

  /** GET user/{industryservices|retailservices|homeandpersonal|gettutoringandconsulting}, near the point when known. */
  async homeSection(section: HomeSection, near?: NearPoint, options: CallOptions = {}): Promise<ServiceSummary[]> {
    return (await getList(`user/${section}${nearQuery(near)}`, options)).filter(hasId).map(toService);
  },
};
