import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { bookingLines, bookings, payments, services } from '../../db/schema';
import { bearer } from '../../../test/accounts';

type LineStatus = (typeof bookingLines.$inferInsert)['status'];

/**
 * A booking written straight into the tables: the booking calls belong to another module,
 * and these tests are about paying for whatever lines a booking has.
 */
export async function insertBooking(db: Database, userId: number, lines: Array<{ price: number; status?: LineStatus }>): Promise<number> {
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.name, 'Electrician'));
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  const [booking] = await db
    .insert(bookings)
    .values({ userId, name: 'Meera Nair', email: 'meera@example.in', mobile: '9876500001', address: 'Anna Nagar, Chennai', description: 'Fix the wiring', totalAmount: total })
    .returning({ id: bookings.id });
  await db.insert(bookingLines).values(
    lines.map((line) => ({
      bookingId: booking!.id,
      serviceId: service!.id,
      workMethod: 'day' as const,
      duration: 1,
      serviceDate: '2026-03-10',
      serviceTime: '10:00',
      rate: line.price,
      price: line.price,
      status: line.status ?? 'pending',
    })),
  );
  return booking!.id;
}

export async function bookingRow(db: Database, bookingId: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}

export function ordersOf(db: Database, bookingId: number) {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(payments.id);
}

/** The customer's calls as the site makes them. */
export function paymentCalls(app: FastifyInstance, token: string) {
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/user/${url}`, payload, headers: bearer(token) });
  return {
    headers: bearer(token),
    createOrder: (bookingId: unknown, extra: object = {}) => post('createRazorpayOrder', { booking_id: bookingId, ...extra }),
    sandboxPay: (orderId: string) => post('payments/sandbox/pay', { order_id: orderId }),
    confirm: (bookingId: number, result: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }) =>
      post(`updaterazorpay/${bookingId}`, { ...result, payment_status: 'captured' }),
    send: (bookingId: number) => post(`updatePayment/${bookingId}`, { cart: [] }),
    cancelLine: (lineId: number) => post('cancelbooking', { bookingId: lineId }),
  };
}

export function linesOf(db: Database, bookingId: number) {
  return db.select().from(bookingLines).where(eq(bookingLines.bookingId, bookingId)).orderBy(bookingLines.id);
}

/**
 * The finding's booking: ₹3,600 and ₹3,000 lines, an order for both (₹6,600), the ₹3,000 line
 * cancelled, then an order for what is left (₹3,600). Both orders are open and payable.
 */
export async function bookingWithTwoOrders(db: Database, userId: number, calls: ReturnType<typeof paymentCalls>) {
  const bookingId = await insertBooking(db, userId, [{ price: 3600 }, { price: 3000 }]);
  const first = (await calls.createOrder(bookingId)).json().data;
  const cancelledLineId = (await linesOf(db, bookingId))[1]!.id;
  const cancelled = await calls.cancelLine(cancelledLineId);
  if (cancelled.statusCode !== 200) throw new Error(`line not cancelled: ${cancelled.body}`);
  const second = (await calls.createOrder(bookingId)).json().data;
  if (first.amount !== 660_000 || second.amount !== 360_000) throw new Error('unexpected order amounts');
  return { bookingId, cancelledLineId, firstOrderId: first.order_id as string, secondOrderId: second.order_id as string };
}
