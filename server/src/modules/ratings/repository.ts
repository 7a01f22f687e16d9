import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingLines, enquiries, partnerProfiles, partnerServiceOffers, reviews, users } from '../../db/schema';
import type { Point } from '../catalog/coordinates';
import { partnerOffersNear } from '../catalog/near';
import { readyMedium, readyPhotos } from '../media/readyMedia';

/**
 * A partner's record, derived when asked (issue 37): the reviews of his jobs, and the lines he
 * completed and moves he delivered. Read for a page's few partners at once, each a probe of an index
 * (reviews_partner, booking_lines_partner_status), so nothing is kept in step by hand.
 */
export async function partnerRecordRows(db: Database, partnerIds: number[]) {
  if (partnerIds.length === 0) return [];
  const reviewCount = sql<number>`(SELECT count(*) FROM ${reviews} WHERE ${reviews.partnerId} = ${users.id})::int`.mapWith(Number);
  const reviewTotal = sql<number>`(SELECT coalesce(sum(${reviews.rating}), 0) FROM ${reviews} WHERE ${reviews.partnerId} = ${users.id})::int`.mapWith(Number);
  const jobsDone = sql<number>`(
    (SELECT count(*) FROM ${bookingLines} WHERE ${bookingLines.partnerId} = ${users.id} AND ${bookingLines.status} = 'completed')
    + (SELECT count(*) FROM ${enquiries} WHERE ${enquiries.partnerId} = ${users.id} AND ${enquiries.deliveredAt} IS NOT NULL)
  )::int`.mapWith(Number);
  return db
    .select({
      id: users.id,
      name: users.name,
      mobile: users.mobile,
      imagePath: users.imagePath,
      deletedAt: users.deletedAt,
      verificationStatus: partnerProfiles.verificationStatus,
      reviewCount,
      reviewTotal,
      jobsDone,
    })
    .from(users)
    .innerJoin(partnerProfiles, eq(partnerProfiles.userId, users.id))
    .where(inArray(users.id, partnerIds));
}
export type PartnerRecordRow = Awaited<ReturnType<typeof partnerRecordRows>>[number];

/**
 * Approved uploads of a service (photos or a video) by verified, live partners one of whose
 * places offering it reaches the point: service_places holds only such partners' places (its
 * triggers leave out the unverified, the suspended and deleted accounts); the profile and the
 * account are checked again here so this read never leans on that alone. Only processed media
 * (media/readyMedia.ts): an upload still on the job queue is not shown yet.
 */
export function nearPartnerUploads(db: Database, serviceId: number, point: Point, radiusKm: number) {
  return db
    .select({ offerId: partnerServiceOffers.id, partnerId: partnerServiceOffers.userId, photos: readyPhotos(partnerServiceOffers.photos), video: readyMedium(partnerServiceOffers.video) })
    .from(partnerServiceOffers)
    .innerJoin(partnerProfiles, eq(partnerProfiles.userId, partnerServiceOffers.userId))
    .innerJoin(users, eq(users.id, partnerServiceOffers.userId))
    .where(
      and(
        eq(partnerServiceOffers.serviceId, serviceId),
        eq(partnerServiceOffers.approval, 'approved'),
        eq(partnerProfiles.verificationStatus, 'verified'),
        isNull(users.deletedAt),
        sql`(cardinality(${readyPhotos(partnerServiceOffers.photos)}) > 0 OR ${readyMedium(partnerServiceOffers.video)} IS NOT NULL)`,
        partnerOffersNear(serviceId, sql`${partnerServiceOffers.userId}`, point, radiusKm),
      ),
    );
}
