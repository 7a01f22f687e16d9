import * as z from 'zod/mini';
import { queryKeys } from '@servenear/shared/host';
import { idParams } from '../schemas/idSchemas';
import { earningInvoiceWire, earningsWire, type EarningRowWire, type EarningSettlementWire } from '../wire/earnings';
import { defineEndpoint, envelope } from './define';

/** One completed line as the earnings table shows it (partner §3 'Earnings row', plus ours). */
export interface EarningLine {
  /** Unique among the rows: a line's and a move's ids are of different tables. */
  key: string;
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
  /** Issue 38: the job's money once it is settled (paid and approved), else null. */
  settlement: EarningSettlement | null;
  /** Issue 38: whole rupees a dispute gave back to the customer of a declined line (it is then settled on the rest), else null. */
  disputeRefund: number | null;
}

/** Issue 38: a settled job's money, in paise (formatPaise), and where the partner's net is. */
export interface EarningSettlement {
  gross: number;
  serviceGst: number;
  commission: number;
  commissionGst: number;
  tds: number;
  net: number;
  status: EarningSettlementWire['status'];
  /** YYYY-MM-DD, India. */
  availableOn: string;
  paidOn: string | null;
  bankReference: string | null;
}

const toSettlement = (wire: EarningSettlementWire): EarningSettlement => ({
  gross: wire.gross,
  serviceGst: wire.service_gst,
  commission: wire.commission,
  commissionGst: wire.commission_gst,
  tds: wire.tds,
  net: wire.net,
  status: wire.status,
  availableOn: wire.available_on,
  paidOn: wire.paid_on,
  bankReference: wire.bank_reference,
});

const toLine = (row: EarningRowWire): EarningLine => ({
  key: `${row.kind ?? 'line'}-${row.id}`,
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
  settlement: row.settlement ? toSettlement(row.settlement) : null,
  disputeRefund: row.dispute_refund ?? null,
});

/** A calendar month as YYYY-MM (months 01 to 12). */
const monthQuery = /* @__PURE__ */ z.object({
  month: z.optional(
    z.string().check(
      z.maxLength(7),
      z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Choose a month as YYYY-MM.' }),
      z.describe('Only the lines completed in this month, India time (YYYY-MM). Every month when absent.'),
    ),
  ),
});

/** partner §7 `earning-data`: of one month (YYYY-MM, India time) or of every month. */
export const earningsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/earning-data',
  summary: "The signed-in partner's completed lines, with their totals",
  description:
    'Every line of this partner with status completed, approved or not (completed_status), and every completed-issue line a dispute settled with a part refund (dispute_refund), newest completion first, ' +
    'optionally of one month (India time). totals.paid_amount counts only lines whose booking is paid.',
  query: monthQuery,
  reply: envelope(earningsWire),
  toModel: ({ data }) => ({
    /** YYYY-MM, or null for every month. */
    month: data.month,
    lines: data.rows.map(toLine),
    totals: {
      count: data.totals.count,
      amount: data.totals.amount,
      paidAmount: data.totals.paid_amount,
      /** Issue 38, paise; null from a server before the ledger. */
      netEarned: data.totals.net_earned ?? null,
      paidOut: data.totals.paid_out ?? null,
      toBePaid: data.totals.to_be_paid ?? null,
    },
  }),
  key: ({ query }) => queryKeys.partner.earnings(typeof query?.month === 'string' ? query.month : null),
});
export type Earnings = ReturnType<typeof earningsEndpoint.toModel>;
export type EarningTotals = Earnings['totals'];

/** Ours: one completed line's printable invoice; 404 unless the line is the partner's own completed work. */
export const earningInvoiceEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/earning-data/:lineId',
  summary: 'The invoice of one of the partner’s completed lines (ours)',
  description: 'What the printable invoice shows. 404 for a line that is not this partner’s, or neither completed nor settled by a dispute’s part refund.',
  params: idParams('lineId'),
  reply: envelope(earningInvoiceWire),
  toModel: ({ data }) => ({
    ...toLine(data),
    partnerName: data.partner_name,
    serviceTime: data.service_time,
    customerAddress: data.customer_address,
    startDate: data.start_date,
    startTime: data.start_time,
    endDate: data.end_date,
    endTime: data.end_time,
  }),
  key: ({ params }) => queryKeys.partner.invoice(Number(params?.lineId)),
});
export type EarningInvoice = ReturnType<typeof earningInvoiceEndpoint.toModel>;
