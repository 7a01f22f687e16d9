import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { paymentSummaries } from './repository';
import { SANDBOX_KEY_ID } from './sandbox';
import { CURRENCY } from './service';

/** The key id the checkout opens with: Razorpay's when configured, else the sandbox's. Never a secret. */
export function razorpayKeyId(config: Pick<Config, 'payments'>): string {
  return config.payments.razorpay?.keyId ?? SANDBOX_KEY_ID;
}

/** The payment fields of customer §3 'Completed line', the same for every line of one booking. */
export interface CompletedLinePaymentFields {
  /** 0 = pending, 1 = paid. */
  payment_status: 0 | 1;
  /** Paise still to pay for the booking's lines that were not cancelled, less what disputes took off them. */
  ramount: number;
  currency: string;
  /** The booking's newest order, or null before Make Payment was first pressed. */
  order_id: string | null;
  razorpayKey: string;
}

/** For GET user/completedbookings: the payment fields of each booking, by booking id. */
export async function paymentFieldsForBookings(
  db: Database,
  config: Pick<Config, 'payments'>,
  bookingIds: number[],
): Promise<Map<number, CompletedLinePaymentFields>> {
  const rows = await paymentSummaries(db, [...new Set(bookingIds)]);
  const key = razorpayKeyId(config);
  return new Map(
    rows.map((row) => [
      row.bookingId,
      {
        payment_status: row.paymentStatus === 'paid' ? 1 : 0,
        ramount: row.dueRupees * 100,
        currency: CURRENCY,
        order_id: row.orderId,
        razorpayKey: key,
      },
    ]),
  );
}
