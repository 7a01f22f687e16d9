import type { PartnerWorkWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import type { Point } from '../catalog/coordinates';
import { photoSources, photoUrl, videoUrl } from '../media';
import { partnerSummaries } from './partnerSummary';
import { nearPartnerUploads } from './repository';

/** At most this many partners' work on one service's details: a phone scrolls past the rest. */
export const NEAR_WORK_LIMIT = 6;

/**
 * Issue 37, "the partners' own work, shown": on a service's details near the customer, the
 * photos and video each verified partner working near them uploaded of it, best rated first.
 * A public read: the partner's summary goes without his photo or number (both are his to give
 * to a customer he works for).
 */
export async function partnerWorkNear(db: Database, serviceId: number, point: Point | null, radiusKm: number): Promise<PartnerWorkWire[]> {
  if (!point) return [];
  const uploads = await nearPartnerUploads(db, serviceId, point, radiusKm);
  if (uploads.length === 0) return [];
  const summaries = await partnerSummaries({ db, mediaLinks: null }, uploads.map((upload) => upload.partnerId));
  return uploads
    .flatMap((upload) => {
      const partner = summaries.get(upload.partnerId);
      if (!partner) return [];
      return [{
        partner,
        photos: upload.photos.map((stem) => ({ url: photoUrl(stem), sources: photoSources(stem) })),
        video_url: upload.video ? videoUrl(upload.video) : null,
      }];
    })
    .sort((a, b) => b.partner.average_rating - a.partner.average_rating || b.partner.jobs_done - a.partner.jobs_done || a.partner.id - b.partner.id)
    .slice(0, NEAR_WORK_LIMIT);
}
