import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bookings, enquiries, users } from '../../../db/schema';
import type { Executor } from '../../bookings/idempotency';
import type { Writer } from '../../notifications/repository';

/** SQL of a move's last steps (issue 37): its booking, the mover's steps, the mover as the customer sees him. */

/** The move's booking's payment, as a column: null while the move has no booking. */
export const movePaymentStatus = sql<'pending' | 'paid' | null>`(SELECT ${bookings.paymentStatus} FROM ${bookings} WHERE ${bookings.id} = ${enquiries.bookingId})`;

/** A booking of the move's quote: no lines, the quote is what is owed (payments' amountDueRupees). */
export async function insertMoveBooking(
  tx: Executor,
  booking: { userId: number; name: string; email: string; mobile: string; address: string; description: string; latitude: number | null; longitude: number | null; quote: number },
): Promise<number> {
  const { quote, ...rest } = booking;
  const [row] = await tx.insert(bookings).values({ ...rest, totalAmount: quote }).returning({ id: bookings.id });
  return row!.id;
}

/** The customer's name and e-mail, for the move's booking. */
export async function customerContact(db: Executor, userId: number) {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Whole rupees a move's booking owes: its quote; 0 for a booking that is no move's. */
export async function moveQuoteOfBooking(db: Pick<Database, 'select'>, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ quote: enquiries.quote })
    .from(enquiries)
    .where(and(eq(enquiries.bookingId, bookingId), eq(enquiries.kind, 'pd')));
  return row?.quote ?? 0;
}

const stepReturning = {
  id: enquiries.id,
  userId: enquiries.userId,
  moveDate: enquiries.moveDate,
  toAddress: enquiries.toAddress,
};

/**
 * paid → picked_up, in one conditional UPDATE: only the allocated mover, only once, and only
 * when the move's booking is paid. Null when nothing changed.
 */
export async function markPickedUp(tx: Writer, id: number, partnerId: number, photo: string, at: Date) {
  const [row] = await tx
    .update(enquiries)
    .set({ pickedUpAt: at, pickupPhoto: photo })
    .where(
      and(
        eq(enquiries.id, id),
        eq(enquiries.kind, 'pd'),
        eq(enquiries.partnerId, partnerId),
        isNull(enquiries.pickedUpAt),
        sql`${enquiries.bookingId} IN (SELECT ${bookings.id} FROM ${bookings} WHERE ${bookings.paymentStatus} = 'paid')`,
      ),
    )
    .returning(stepReturning);
  return row ?? null;
}

/** picked_up → delivered, in one conditional UPDATE: only the allocated mover, only once. */
export async function markDelivered(tx: Writer, id: number, partnerId: number, photo: string, at: Date) {
  const [row] = await tx
    .update(enquiries)
    .set({ deliveredAt: at, deliveryPhoto: photo })
    .where(and(eq(enquiries.id, id), eq(enquiries.kind, 'pd'), eq(enquiries.partnerId, partnerId), isNotNull(enquiries.pickedUpAt), isNull(enquiries.deliveredAt)))
    .returning(stepReturning);
  return row ?? null;
}
