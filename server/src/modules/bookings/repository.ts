import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { WorkMethod } from '@servenear/shared/domain';
import type { Database } from '../../db/client';
import { reviews, services } from '../../db/schema';
import type { Executor } from './idempotency';

/** What the customer's booking calls write. Booking creation runs these inside its transaction. */

export interface ServiceRates {
  serviceId: number;
  ratePerDay: number;
  ratePerHour: number;
}

/** The current rates of those services that are bookable (type service, in the catalogue). */
export async function bookableRates(tx: Executor, serviceIds: number[]): Promise<Map<number, ServiceRates>> {
  const rows = await tx
    .select({ serviceId: services.id, ratePerDay: services.ratePerDay, ratePerHour: services.ratePerHour })
    .from(services)
    .where(and(inArray(services.id, serviceIds), eq(services.serviceType, 'service'), isNotNull(services.categoryId)));
  return new Map(rows.map((row) => [row.serviceId, row]));
}

export interface NewBooking {
  userId: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  description: string;
  latitude: number | null;
  longitude: number | null;
  totalAmount: number;
}

export interface NewLine {
  serviceId: number;
  workMethod: WorkMethod;
  duration: number;
  serviceDate: string;
  serviceTime: string;
  rate: number;
  price: number;
}

export interface NewReview {
  serviceId: number;
  reviewerName: string;
  rating: number;
  comment: string;
  userId: number;
  bookingLineId: number;
  /** The partner who did the job: the review counts in his rating, not the catalogue's (decision 0047). */
  partnerId: number | null;
}

/** The rating trigger (migrations 0004, 0019) adds a review without a partner to the service's average and count. */
export async function insertReview(db: Pick<Database, 'insert'>, review: NewReview): Promise<void> {
  await db.insert(reviews).values(review);
}
