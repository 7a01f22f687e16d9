import type { PartnerSummaryWire } from '../wire/partnerSummary';

/**
 * Issue 37: a partner as his card shows him, mapped from the wire here, inside the card's own
 * area: replies carry the summary as sent (a booking line's `partner`, a move's mover, the
 * partners' work on a service's details) and only a page that draws the card downloads this
 * mapping. The /service-booking and /service-upload pages load the shared API areas at their
 * first-visit budgets (bench/budgets.json): a mapping there would have pushed them over.
 */
export interface PartnerSummary {
  id: number;
  name: string;
  photoUrl: string | null;
  averageRating: number;
  totalReviews: number;
  jobsDone: number;
  verified: boolean;
  /** The number to call, only while he is coming. */
  mobile: string | null;
}

export const toPartnerSummary = (wire: PartnerSummaryWire): PartnerSummary => ({
  id: wire.id,
  name: wire.name,
  photoUrl: wire.image_url || null,
  averageRating: wire.average_rating,
  totalReviews: wire.total_reviews,
  jobsDone: wire.jobs_done,
  verified: wire.verified,
  mobile: wire.mobile || null,
});
