import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { WorkMethod } from '@servenear/shared/domain';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/executeRows';
import { bookingLines, bookingRequests, bookings, cartItems, reviews, services } from '../../db/schema';
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

/** The services really taken out of the cart, each with its current rates when it is still bookable. */
export type TakenFromCart = Map<number, ServiceRates | null>;

/**
 * Takes these services out of the customer's cart, and reads the rates of those still bookable,
 * in one statement. A row another request is removing at the same time is waited for, then
 * found gone.
 */
export async function takeFromCart(tx: Executor, userId: number, serviceIds: number[]): Promise<TakenFromCart> {
  const rows = await executeRows<ServiceRates & { bookable: boolean }>(
    tx,
    sql`
    WITH taken AS (
      DELETE FROM ${cartItems}
      WHERE ${cartItems.userId} = ${userId} AND ${inArray(cartItems.serviceId, serviceIds)}
      RETURNING service_id
    )
    SELECT taken.service_id AS "serviceId", ${services.ratePerDay} AS "ratePerDay", ${services.ratePerHour} AS "ratePerHour", ${services.id} IS NOT NULL AS bookable
    FROM taken LEFT JOIN ${services}
      ON ${services.id} = taken.service_id AND ${services.serviceType} = 'service' AND ${services.categoryId} IS NOT NULL`,
  );
  return new Map(rows.map(({ bookable, ...rates }) => [rates.serviceId, bookable ? rates : null]));
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

/**
 * Writes the booking and its lines, and ties the request's claimed key to it (bookings/idempotency.ts),
 * in one statement: the lines and the claim name the new booking's id inside it. The booking's id.
 */
export async function insertBooking(tx: Executor, booking: NewBooking, lines: NewLine[], claim?: { key: string }): Promise<number> {
  const newId = sql`(SELECT id FROM new_booking)`;
  // getSQL(): embedded as they are, query builders would be wrapped in parentheses, which a WITH item may not be.
  const writeLines = tx.insert(bookingLines).values(lines.map((line) => ({ ...line, bookingId: newId }))).getSQL();
  const tieClaim = claim
    ? sql`, claimed AS (${tx
        .update(bookingRequests)
        .set({ bookingId: newId })
        .where(and(eq(bookingRequests.userId, booking.userId), eq(bookingRequests.requestKey, claim.key)))
        .getSQL()})`
    : sql``;
  const [row] = await executeRows<{ id: number }>(
    tx,
    sql`
    WITH new_booking AS (${tx.insert(bookings).values(booking).returning({ id: bookings.id }).getSQL()}),
    new_lines AS (${writeLines})${tieClaim}
    SELECT id FROM new_booking`,
  );
  return row!.id;
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
