import * as v from 'valibot';
import type { StarCounts } from '@servenear/shared/domain';
import type {
  BannerWire,
  CategoryWire,
  ReviewWire,
  SearchResultWire,
  ServiceDetailsWire,
  ServiceWire,
  SubcategoryWire,
} from '@servenear/shared/wire';
import { apiClient, type CallOptions } from './client';
import { envelope, maybe, parseReply, readsWire } from './reply';

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

/** A page of a category or subcategory list (the server sends 48 a page). */
export interface ServicePage {
  services: ServiceSummary[];
  /** The page to ask for next; null on the last page. */
  nextPage: number | null;
}

/** The query string of a near-me call: sent only when both coordinates are known. */
function nearQuery(near?: NearPoint): string {
  if (!near || typeof near.latitude !== 'number' || typeof near.longitude !== 'number') return '';
  return `?${new URLSearchParams({ latitude: String(near.latitude), longitude: String(near.longitude) })}`;
}

const categoryReply = readsWire<CategoryWire>()(v.object({ id: v.number(), category_name: v.string(), image_url: maybe(v.string()) }));

/** The spec names a subcategory `subcategory_name`, some answers `name`; the category is the one asked for. */
const subcategoryReply = readsWire<SubcategoryWire>()(
  v.object({
    id: v.number(),
    category_id: v.optional(v.number()),
    name: v.optional(v.string()),
    subcategory_name: v.optional(v.string()),
    image_url: maybe(v.string()),
  }),
);

/**
 * customer §3 'Service'. The rating may come only under the spec's misspelt avergae_ratting; a
 * servicetype other than 'service' is an enquiry; a rate of null is a method not offered.
 */
const serviceReply = readsWire<ServiceWire>()(
  v.object({
    id: v.number(),
    name: v.string(),
    servicetype: v.string(),
    image_url: maybe(v.string()),
    category_id: v.number(),
    subcategory_id: v.number(),
    average_rating: v.optional(v.number()),
    avergae_ratting: v.optional(v.number()),
    total_reviews: v.optional(v.number(), 0),
    working_per_day: maybe(v.number()),
    working_per_hour: maybe(v.number()),
    about_us: v.optional(v.string(), ''),
    overview: v.optional(v.string(), ''),
  }),
);
type ServiceReply = v.InferOutput<typeof serviceReply>;

/** A list page: `next_page` is null or absent on the last page. */
const servicePageReply = v.object({ data: v.array(serviceReply), next_page: maybe(v.number()) });

const reviewReply = readsWire<ReviewWire>()(v.object({ name: v.string(), comment: v.string(), created_at: v.string(), rating: v.number() }));

/** How many reviews gave each number of stars; a star nobody gave may be left out. */
const starCount = v.optional(v.number(), 0);
const ratingCountsReply = v.object({ '1': starCount, '2': starCount, '3': starCount, '4': starCount, '5': starCount });

const serviceDetailsReply = readsWire<ServiceDetailsWire>()(
  v.object({
    ...serviceReply.entries,
    media_urls: v.optional(v.array(v.string()), []),
    reviews: v.optional(v.array(reviewReply), []),
    rating_counts: v.optional(ratingCountsReply),
  }),
);

/** customer §3 'Search result': both ids are needed to open the service list; either may be missing. */
const searchMatchReply = readsWire<SearchResultWire>()(
  v.object({
    id: v.number(),
    name: v.string(),
    category_id: maybe(v.number()),
    subcategory_id: maybe(v.number()),
    category_name: v.optional(v.string(), ''),
    subcategory_name: v.optional(v.string(), ''),
  }),
);

/** customer §3 'Banner': a slide without a picture or colour still shows its text. */
const bannerReply = readsWire<BannerWire>()(
  v.object({
    id: v.number(),
    image_url: maybe(v.string()),
    title: v.optional(v.string(), ''),
    description: v.optional(v.string(), ''),
    color: maybe(v.string()),
  }),
);

function toService(wire: ServiceReply): ServiceSummary {
  return {
    id: wire.id,
    name: wire.name,
    bookable: wire.servicetype === 'service',
    imageUrl: wire.image_url || null,
    categoryId: wire.category_id,
    subcategoryId: wire.subcategory_id,
    averageRating: wire.average_rating ?? wire.avergae_ratting ?? 0,
    totalReviews: wire.total_reviews,
    perDay: wire.working_per_day ?? null,
    perHour: wire.working_per_hour ?? null,
    about: wire.about_us,
    overview: wire.overview,
  };
}

async function getList<Item>(path: string, item: v.GenericSchema<unknown, Item>, options: CallOptions): Promise<Item[]> {
  const response = await apiClient.get<unknown>(path, { signal: options.signal });
  return parseReply(envelope(v.array(item)), response).data;
}

/** GET a list page: `data` and, beside it, `next_page`. */
async function getServicePage(path: string, near: NearPoint | undefined, page: number, options: CallOptions): Promise<ServicePage> {
  const query = new URLSearchParams(nearQuery(near).slice(1));
  if (page > 1) query.set('page', String(page));
  const url = query.toString() === '' ? path : `${path}?${query}`;
  const response = await apiClient.get<unknown>(url, { signal: options.signal });
  const { data, next_page: next } = parseReply(servicePageReply, response);
  return { services: data.map(toService), nextPage: typeof next === 'number' && next > page ? next : null };
}

function toDetails(wire: v.InferOutput<typeof serviceDetailsReply>): ServiceDetails {
  return {
    ...toService(wire),
    mediaUrls: wire.media_urls.filter((url) => url.length > 0),
    reviews: wire.reviews.map((review) => ({ name: review.name, comment: review.comment, createdAt: review.created_at, rating: review.rating })),
    ratingCounts: wire.rating_counts ?? {},
  };
}

/** A real id, or null for a missing one (0 or null). */
const optionalId = (value: number | null | undefined): number | null => (value && value > 0 ? value : null);

function toSearchMatch(match: v.InferOutput<typeof searchMatchReply>): SearchMatch {
  return {
    id: match.id,
    name: match.name,
    categoryId: optionalId(match.category_id),
    subcategoryId: optionalId(match.subcategory_id),
    categoryName: match.category_name,
    subcategoryName: match.subcategory_name,
  };
}

function toBanner(wire: v.InferOutput<typeof bannerReply>): Banner {
  return { id: wire.id, imageUrl: wire.image_url || null, title: wire.title, description: wire.description, color: wire.color || null };
}

/** The catalogue calls of customer §7 (CATALOG-CONTRACT 'Calls'). */
export const catalogApi = {
  /** GET category: the four categories. */
  async categories(options: CallOptions = {}): Promise<Category[]> {
    return (await getList('category', categoryReply, options)).map((category) => ({
      id: category.id,
      name: category.category_name,
      imageUrl: category.image_url || null,
    }));
  },

  /** GET subcategory/{categoryId}; an unknown category rejects with 404 'No subcategory exist'. */
  async subcategories(categoryId: number, options: CallOptions = {}): Promise<Subcategory[]> {
    return (await getList(`subcategory/${categoryId}`, subcategoryReply, options)).map((subcategory) => ({
      id: subcategory.id,
      categoryId: subcategory.category_id ?? categoryId,
      name: subcategory.subcategory_name || subcategory.name || '',
      imageUrl: subcategory.image_url || null,
    }));
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
    return (await getList(`services/search?${params}`, searchMatchReply, options)).map(toSearchMatch);
  },

  /** GET user/getservice/{id}: details with media, reviews and rating counts; unknown id → 404. */
  async serviceDetails(id: number, near?: NearPoint, options: CallOptions = {}): Promise<ServiceDetails> {
    const response = await apiClient.get<unknown>(`user/getservice/${id}${nearQuery(near)}`, { signal: options.signal });
    return toDetails(parseReply(envelope(serviceDetailsReply), response).data);
  },
  /** GET user/sliderimage: the home banner slider. */
  async sliderBanners(options: CallOptions = {}): Promise<Banner[]> {
    return (await getList('user/sliderimage', bannerReply, options)).map(toBanner);
  },

  /** GET user/topratedservices: the top-rated banners. */
  async topRatedBanners(options: CallOptions = {}): Promise<Banner[]> {
    return (await getList('user/topratedservices', bannerReply, options)).map(toBanner);
  },

  /** GET user/mostpopulerservice: needs both coordinates (the server answers 422 without them). */
  async mostPopular(near: KnownPoint, options: CallOptions = {}): Promise<ServiceSummary[]> {
    return (await getList(`user/mostpopulerservice${nearQuery(near)}`, serviceReply, options)).map(toService);
  },

  /** GET user/{industryservices|retailservices|homeandpersonal|gettutoringandconsulting}, near the point when known. */
  async homeSection(section: HomeSection, near?: NearPoint, options: CallOptions = {}): Promise<ServiceSummary[]> {
    return (await getList(`user/${section}${nearQuery(near)}`, serviceReply, options)).map(toService);
  },
};
