import * as v from 'valibot';
import type { EarningInvoiceWire, EarningsWire } from '@servenear/shared/wire';
import { apiClient } from './client';
import { envelope, maybe, parseReply, readsWire } from './reply';

/** One completed line as the earnings table shows it (partner §3 'Earnings row', plus ours). */
export interface EarningLine {
  lineId: number;
  serviceName: string;
  imageUrl: string | null;
  /** YYYY-MM-DD, the booked day. */
  serviceDate: string;
  duration: number;
  workMethod: 'day' | 'hour';
  invoiceUrl: string;
  paid: boolean;
  /** Whole rupees. */
  amount: number;
  /** The customer or ops approved the completed work. */
  approved: boolean;
  /** YYYY-MM-DD in India, when the work was marked completed. */
  completedDate: string;
  customerName: string;
  bookingReference: string;
}

export interface EarningTotals {
  count: number;
  amount: number;
  paidAmount: number;
}

export interface Earnings {
  /** YYYY-MM, or null for every month. */
  month: string | null;
  lines: EarningLine[];
  totals: EarningTotals;
}

/** What one line's printable invoice shows. */
export interface EarningInvoice extends EarningLine {
  partnerName: string;
  serviceTime: string;
  customerAddress: string;
  startDate: string | null;
  startTime: string | null;
  endDate: string;
  endTime: string;
}

const rowFields = {
  id: v.number(),
  service_name: v.string(),
  image_url: maybe(v.string()),
  service_date: v.string(),
  day_hours: v.number(),
  work_type: v.picklist(['day', 'hour']),
  invoiceUrl: v.string(),
  payment_status: v.picklist(['pending', 'paid']),
  payment_amount: v.number(),
  completed_status: v.picklist([0, 1]),
  completed_date: v.string(),
  customer_name: v.string(),
  booking_reference: v.string(),
};
const rowReply = v.object(rowFields);

const earningsReply = readsWire<EarningsWire>()(
  v.object({
    month: v.nullable(v.string()),
    rows: v.array(rowReply),
    totals: v.object({ count: v.number(), amount: v.number(), paid_amount: v.number() }),
  }),
);

const invoiceReply = readsWire<EarningInvoiceWire>()(
  v.object({
    ...rowFields,
    partner_name: v.string(),
    service_time: v.string(),
    customer_address: v.string(),
    start_date: v.nullable(v.string()),
    start_time: v.nullable(v.string()),
    end_date: v.string(),
    end_time: v.string(),
  }),
);

function toLine(row: v.InferOutput<typeof rowReply>): EarningLine {
  return {
    lineId: row.id,
    serviceName: row.service_name,
    imageUrl: row.image_url || null,
    serviceDate: row.service_date,
    duration: row.day_hours,
    workMethod: row.work_type,
    invoiceUrl: row.invoiceUrl,
    paid: row.payment_status === 'paid',
    amount: row.payment_amount,
    approved: row.completed_status === 1,
    completedDate: row.completed_date,
    customerName: row.customer_name,
    bookingReference: row.booking_reference,
  };
}

/** The partner's earnings calls: partner §7 `earning-data`, and one line's invoice (ours). */
export const earningsApi = {
  /** GET employee/earning-data, of one month (YYYY-MM, India time) or of every month. */
  async list(month: string | null, options: { signal?: AbortSignal } = {}): Promise<Earnings> {
    const path = month ? `employee/earning-data?${new URLSearchParams({ month })}` : 'employee/earning-data';
    const response = await apiClient.get<unknown>(path, { signal: options.signal });
    const data = parseReply(envelope(earningsReply), response).data;
    return {
      month: data.month,
      lines: data.rows.map(toLine),
      totals: { count: data.totals.count, amount: data.totals.amount, paidAmount: data.totals.paid_amount },
    };
  },

  /** GET employee/earning-data/{lineId}: 404 unless the line is the partner's own completed work. */
  async invoice(lineId: number, options: { signal?: AbortSignal } = {}): Promise<EarningInvoice> {
    const response = await apiClient.get<unknown>(`employee/earning-data/${lineId}`, { signal: options.signal });
    const data = parseReply(envelope(invoiceReply), response).data;
    return {
      ...toLine(data),
      partnerName: data.partner_name,
      serviceTime: data.service_time,
      customerAddress: data.customer_address,
      startDate: data.start_date,
      startTime: data.start_time,
      endDate: data.end_date,
      endTime: data.end_time,
    };
  },
};
