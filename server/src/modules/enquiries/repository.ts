import { and, desc, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enquiries, services } from '../../db/schema';
import type { Executor } from '../bookings/idempotency';
import { readyMedium } from '../media/readyMedia';
import type { EnquiryKind } from '@servenear/shared/wire';
import type { EnquiryRow, MoveRequestRow } from './views';
import { movePaymentStatus } from './moves/repository';

/** SQL of the customer's side of enquiries (service.ts): sending, listing, booking a quote. */

export type NewEnquiry = typeof enquiries.$inferInsert;

export async function insertEnquiry(db: Pick<Database, 'insert'>, values: NewEnquiry): Promise<number> {
  const [row] = await db.insert(enquiries).values(values).returning({ id: enquiries.id });
  return row!.id;
}

/** A catalogue service (in a category) as an enquiry needs it: its name, and whether it is bookable. */
export async function catalogueService(db: Database, serviceId: number) {
  const [row] = await db
    .select({ id: services.id, name: services.name, serviceType: services.serviceType })
    .from(services)
    .where(and(eq(services.id, serviceId), isNotNull(services.categoryId)));
  return row;
}

/** The customer's own move requests, newest first (index enquiries_user_created), each with its booking's payment. */
export function ownMoveRequests(db: Database, userId: number): Promise<MoveRequestRow[]> {
  return db
    .select({
      ...getTableColumns(enquiries),
      // The mover's photos once processed (media/readyMedia.ts); the customer's own as they are.
      pickupPhoto: readyMedium(enquiries.pickupPhoto),
      deliveryPhoto: readyMedium(enquiries.deliveryPhoto),
      paymentStatus: movePaymentStatus,
    })
    .from(enquiries)
    .where(and(eq(enquiries.userId, userId), eq(enquiries.kind, 'pd')))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
}

/** The customer's own service enquiries, newest first, each with its service's images. */
export function ownServiceEnquiries(db: Database, userId: number) {
  return db
    .select({ enquiry: enquiries, imageUrl: services.imageUrl, mediaUrls: services.mediaUrls })
    .from(enquiries)
    .innerJoin(services, eq(services.id, enquiries.serviceId))
    .where(and(eq(enquiries.userId, userId), eq(enquiries.kind, 'service')))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
}

/** The customer's own enquiry of this kind, as it is now. */
export async function ownEnquiry(db: Executor, enquiryId: number, userId: number, kind: EnquiryKind): Promise<EnquiryRow | undefined> {
  const [row] = await db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.userId, userId), eq(enquiries.kind, kind)));
  return row;
}

/**
 * The customer's own enquiry of this kind, locked until the transaction ends: a second "book"
 * (or "accept") of the same quote (a double click, another tab) waits here, then reads the
 * booking the first made.
 */
export async function lockOwnEnquiry(tx: Executor, enquiryId: number, userId: number, kind: EnquiryKind): Promise<EnquiryRow | undefined> {
  const [row] = await tx
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.userId, userId), eq(enquiries.kind, kind)))
    .for('update');
  return row;
}

/**
 * Ties the booking to the quoted enquiry (a service enquiry's or a move's), only if it is still enquired with a quote and not yet
 * booked: the conditional update is what makes one quote one booking even without the lock.
 */
export async function markQuoteBooked(tx: Executor, enquiryId: number, bookingId: number): Promise<boolean> {
  const updated = await tx
    .update(enquiries)
    .set({ bookingId })
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.status, 'enquired'), isNotNull(enquiries.quote), isNull(enquiries.bookingId)))
    .returning({ id: enquiries.id });
  return updated.length === 1;
}
