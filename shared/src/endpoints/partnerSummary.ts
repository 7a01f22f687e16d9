import type { PartnerSummaryWire, PartnerWorkWire } from '../wire/partnerSummary';

/**
 * Issue 37: a partner as his card shows him (@servenear/shared/partner-card), mapped once from
 * the wire wherever a reply carries one (a booking line's partner, a move's mover, the partners'
 * work on a service's details).
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

/** One near partner's photos and video of a service. */
export interface PartnerWork {
  partner: PartnerSummary;
  photos: Array<{ url: string; sources: { webp: string; jpeg: string } }>;
  videoUrl: string | null;
}

export const toPartnerWork = (wire: PartnerWorkWire): PartnerWork => ({
  partner: toPartnerSummary(wire.partner),
  photos: wire.photos,
  videoUrl: wire.video_url || null,
});
