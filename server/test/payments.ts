import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { bookings, payments, sandboxPayments } from '../src/db/schema';
import { postCapture } from '../src/modules/money/settle';

/**
 * For fixtures that write a booking straight in as paid: the sandbox payment that paid it (its
 * total), captured and in the ledger, as a checkout would have left it, the sandbox's own record
 * of it too (reconciliation compares the two). Refunds need the payment to go back on (issue 38).
 */
export async function recordTestCapture(db: Database, bookingId: number, at = new Date()): Promise<void> {
  const [booking] = await db.select({ total: bookings.totalAmount }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new Error(`no booking ${bookingId}`);
  const suffix = randomBytes(6).toString('hex');
  const amount = booking.total * 100;
  const paymentId = `pay_sbx_fixture${suffix}`;
  const orderId = `order_sbx_fixture${suffix}`;
  if (amount > 0) await db.insert(sandboxPayments).values({ id: paymentId, orderId, amount, currency: 'INR', status: 'captured', createdAt: at });
  await db.insert(payments).values({ bookingId, provider: 'sandbox', orderId, amount, currency: 'INR', status: 'captured', paymentId, capturedAt: at });
  if (amount > 0) await postCapture(db, { bookingId, paymentId, amountPaise: amount }, at);
}
