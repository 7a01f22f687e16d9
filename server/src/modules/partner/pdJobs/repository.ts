import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { enquiries, users } from '../../../db/schema';
import { movePaymentStatus } from '../../enquiries/moves/repository';
import { readyMedium, readyPhotos } from '../../media/readyMedia';

/** SQL of the partner's Pass Fast Express jobs: the move requests ops allocated to them, and no one else's. */

const pdJobColumns = {
  id: enquiries.id,
  customerName: users.name,
  mobile: enquiries.mobile,
  fromAddress: enquiries.fromAddress,
  toAddress: enquiries.toAddress,
  moveDate: enquiries.moveDate,
  description: enquiries.description,
  // The customer's photos and video once processed (media/readyMedia.ts); the mover's own photos as they are.
  photos: readyPhotos(enquiries.photos),
  video: readyMedium(enquiries.video),
  distanceKm: enquiries.distanceKm,
  status: enquiries.status,
  answer: enquiries.answer,
  quote: enquiries.quote,
  allocatedAt: enquiries.allocatedAt,
  // Issue 37: what the move's stage is read from (enquiries/moves/stages.ts), and the mover's photos.
  bookingId: enquiries.bookingId,
  paymentStatus: movePaymentStatus,
  pickedUpAt: enquiries.pickedUpAt,
  pickupPhoto: enquiries.pickupPhoto,
  deliveredAt: enquiries.deliveredAt,
  deliveryPhoto: enquiries.deliveryPhoto,
};

/** The move requests allocated to the partner, newest allocation first. */
export function pdJobsOf(db: Database, partnerId: number) {
  return db
    .select(pdJobColumns)
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.userId))
    .where(and(eq(enquiries.kind, 'pd'), eq(enquiries.partnerId, partnerId)))
    .orderBy(desc(enquiries.allocatedAt), desc(enquiries.id));
}
export type PdJobRow = Awaited<ReturnType<typeof pdJobsOf>>[number];

/** One move request, only when allocated to the partner. */
export async function pdJobOf(db: Database, partnerId: number, id: number): Promise<PdJobRow | null> {
  const [row] = await db
    .select(pdJobColumns)
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.userId))
    .where(and(eq(enquiries.id, id), eq(enquiries.kind, 'pd'), eq(enquiries.partnerId, partnerId)));
  return row ?? null;
}
