/** customer §3 'Category': GET category → data[]. */
export interface CategoryWire {
  id: number;
  category_name: string;
  image_url: string | null;
}

/** customer §3 'Subcategory': GET subcategory/{categoryId} → data[] (name = subcategory_name). */
export interface SubcategoryWire {
  id: number;
  category_id: number;
  name: string;
  subcategory_name: string;
  image_url: string | null;
}

/** customer §3 'Service' as the lists send it (sublist/service/…, catlist/service/…). */
export interface ServiceWire {
  id: number;
  name: string;
  /** 'service' = bookable; anything else is enquiry-type. */
  servicetype: string;
  image_url: string | null;
  category_id: number;
  subcategory_id: number;
  average_rating: number | null;
  /** The same value under the spec's misspelt name. */
  avergae_ratting?: number | null;
  total_reviews: number | null;
  working_per_day: number | null;
  working_per_hour: number | null;
  about_us: string | null;
  overview: string | null;
}

/** customer §3 'Review'. */
export interface ReviewWire {
  name: string;
  comment: string;
  /** ISO date-time. */
  created_at: string;
  rating: number;
}

/** GET user/getservice/{id} and user/getdescription/{id} → data. */
export interface ServiceDetailsWire extends ServiceWire {
  media_urls: string[];
  reviews: ReviewWire[];
  rating_counts: Partial<Record<'1' | '2' | '3' | '4' | '5', number>>;
}

/** customer §3 'Search result': category_id and subcategory_id; ours adds the match's names. */
export interface SearchResultWire {
  id: number;
  name: string;
  category_id: number | null;
  subcategory_id: number | null;
  category_name: string;
  subcategory_name: string;
}

/** POST user/addtocart payload (customer §3 'Cart add payload'; the token rides in the cookie). */
export interface AddToCartPayloadWire {
  serviceId: number;
}

/** POST user/addtocart and GET user/cartcount reply: the count sits beside status, not in data. */
export interface CartCountReplyWire {
  status: number;
  message?: string;
  cartCount: number;
}
