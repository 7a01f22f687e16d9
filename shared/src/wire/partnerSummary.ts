import * as z from 'zod/mini';

/**
 * Ours (issue 37): a partner as a customer or ops see him on a job: one shape wherever a partner
 * is shown with his record (the assigned partner of a booking line, the mover of a move, ops'
 * allocation list). Built on the server by one function (modules/ratings, partnerSummaries).
 */
export const partnerSummaryWire = /* @__PURE__ */ z.object({
  id: z.int(),
  name: z.string(),
  /** A signed link to his profile photo (private media, one to two hours), or null without one. */
  image_url: z.nullable(z.string()),
  /** The average of his jobs' reviews to one decimal; 0 while he has none. */
  average_rating: z.number(),
  total_reviews: z.int(),
  /** Booking lines he completed. */
  jobs_done: z.int(),
  /** Verified by ops and not suspended. */
  verified: z.boolean(),
  /** His number to call, only while the job is ahead or under way; else null. */
  mobile: z.nullable(z.string()),
});
export type PartnerSummaryWire = z.infer<typeof partnerSummaryWire>;

/** One photo of a partner's service, as the media pipeline stored it. */
export const partnerWorkPhotoWire = /* @__PURE__ */ z.object({
  url: z.string(),
  /** srcset values for every stored width. */
  sources: z.object({ webp: z.string(), jpeg: z.string() }),
});

/**
 * Ours (issue 37): one partner's own photos and video of a service, on its details near the
 * customer: approved uploads of a verified, live partner whose work area reaches the point.
 */
export const partnerWorkWire = /* @__PURE__ */ z.object({
  partner: partnerSummaryWire,
  photos: z.array(partnerWorkPhotoWire),
  video_url: z.nullable(z.string()),
});
export type PartnerWorkWire = z.infer<typeof partnerWorkWire>;
