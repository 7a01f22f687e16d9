import * as z from 'zod/mini';
import { partnerWorkWire } from './partnerSummary';

/**
 * The catalogue's wire shapes (customer §3), spelt as the spec spells them. Each is the zod
 * schema the server answers with (it writes and, in tests, checks every answer against it) and
 * the type the browser reads it as.
 */

/** customer §3 'Category': GET category → data[]. */
export const categoryWire = /* @__PURE__ */ z.object({
  id: z.int(),
  category_name: z.string(),
  image_url: z.string(),
});
export type CategoryWire = z.infer<typeof categoryWire>;

/** customer §3 'Subcategory': GET subcategory/{categoryId} → data[] (name = subcategory_name). */
export const subcategoryWire = /* @__PURE__ */ z.object({
  id: z.int(),
  category_id: z.int(),
  name: z.string(),
  subcategory_name: z.string(),
  image_url: z.string(),
});
export type SubcategoryWire = z.infer<typeof subcategoryWire>;

/** GET categorylist/{id}: the category and its subcategories. */
export const categoryWithSubcategoriesWire = /* @__PURE__ */ z.extend(categoryWire, { subcategories: z.array(subcategoryWire) });
export type CategoryWithSubcategoriesWire = z.infer<typeof categoryWithSubcategoriesWire>;

/** customer §3 'Service' as the lists send it (sublist/service/…, catlist/service/…). */
export const serviceWire = /* @__PURE__ */ z.object({
  id: z.int(),
  name: z.string(),
  /** 'service' = bookable; 'enquiry' = the customer sends an enquiry instead. */
  servicetype: z.enum(['service', 'enquiry']),
  image_url: z.nullable(z.string()),
  category_id: z.int(),
  subcategory_id: z.int(),
  average_rating: z.number(),
  /** The same value under the spec's misspelt name. */
  avergae_ratting: z.number(),
  total_reviews: z.int(),
  working_per_day: z.number(),
  working_per_hour: z.number(),
  about_us: z.string(),
  overview: z.string(),
});
export type ServiceWire = z.infer<typeof serviceWire>;

/** A page of a category or subcategory list: `next_page` is null on the last page. */
export const servicePageWire = /* @__PURE__ */ z.object({
  status: z.int(),
  data: z.array(serviceWire),
  next_page: z.nullable(z.int()),
});

/** customer §3 'Review'. */
export const reviewWire = /* @__PURE__ */ z.object({
  name: z.string(),
  comment: z.string(),
  /** ISO date-time. */
  created_at: z.string(),
  rating: z.int(),
});
export type ReviewWire = z.infer<typeof reviewWire>;

/** How many reviews gave each number of stars. */
export const ratingCountsWire = /* @__PURE__ */ z.object({
  '1': z.int(),
  '2': z.int(),
  '3': z.int(),
  '4': z.int(),
  '5': z.int(),
});
export type RatingCountsWire = z.infer<typeof ratingCountsWire>;

/** GET user/getservice/{id} and user/getdescription/{id} → data. */
export const serviceDetailsWire = /* @__PURE__ */ z.extend(serviceWire, {
  media_urls: z.array(z.string()),
  reviews: z.array(reviewWire),
  rating_counts: ratingCountsWire,
  /**
   * Ours (issue 37): the photos and videos of this service by verified partners who work near the
   * point sent; [] without a point. Optional on the wire (a reply of a server before it still reads).
   */
  partner_work: z.optional(z.array(partnerWorkWire)),
});
export type ServiceDetailsWire = z.infer<typeof serviceDetailsWire>;

/** customer §3 'Search result': category_id and subcategory_id; ours adds the match's names. */
export const searchResultWire = /* @__PURE__ */ z.object({
  id: z.int(),
  name: z.string(),
  category_id: z.int(),
  subcategory_id: z.int(),
  category_name: z.string(),
  subcategory_name: z.string(),
});
export type SearchResultWire = z.infer<typeof searchResultWire>;

/** customer §3 'Banner (top rated)': a slide of the home banner slider. */
export const bannerWire = /* @__PURE__ */ z.object({
  id: z.int(),
  image_url: z.string(),
  title: z.string(),
  description: z.string(),
  color: z.string(),
});
export type BannerWire = z.infer<typeof bannerWire>;
