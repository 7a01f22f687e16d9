import * as z from 'zod/mini';

/**
 * GET employee/earning-data (partner §7 'returns data') and the invoice of one line. partner §3
 * 'Earnings row' names service_name, image_url, service_date, day_hours, invoiceUrl,
 * payment_status and payment_amount; the other fields are ours and marked so.
 */
/**
 * Ours (issue 38): what a settled job means to the partner, from the ledger: what the customer
 * paid for it, what the platform kept and deducted, and the net he is owed, in paise; where that
 * money is: 'pending' until `available_on` (the hold after approval), 'available' for the next
 * payout, 'in_payout' while a payout carries it, 'paid' once it reached his bank (`paid_on`, the
 * bank's reference).
 */
export const settlementStatuses = ['pending', 'available', 'in_payout', 'paid'] as const;
export const earningSettlementWire = /* @__PURE__ */ z.object({
  gross: z.int(),
  /** GST the platform pays on the work itself (section 9(5)), inside what the customer paid. */
  service_gst: z.int(),
  commission: z.int(),
  commission_gst: z.int(),
  tds: z.int(),
  net: z.int(),
  status: z.enum(settlementStatuses),
  /** YYYY-MM-DD (India): when it may be paid out. */
  available_on: z.string(),
  /** YYYY-MM-DD (India) the payout reached the bank, and its reference (UTR); null until then. */
  paid_on: z.nullable(z.string()),
  bank_reference: z.nullable(z.string()),
});
export type EarningSettlementWire = z.infer<typeof earningSettlementWire>;

export const earningRowWire = /* @__PURE__ */ z.object({
  /** Ours: the booking line this row is (or, with kind 'move', the Pass Fast Express request). */
  id: z.int(),
  /** Ours (issue 37): 'move' for a delivered Pass Fast Express job; absent for a booking line. */
  kind: z.optional(z.literal('move')),
  service_name: z.string(),
  image_url: z.nullable(z.string()),
  /** YYYY-MM-DD: the booked day. */
  service_date: z.string(),
  day_hours: z.int(),
  /** Ours: 'day' or 'hour', what day_hours counts. */
  work_type: z.enum(['day', 'hour']),
  /** Where the printable invoice of this line opens (a page of the site). */
  invoiceUrl: z.string(),
  /** The booking's payment: 'paid' once the customer's payment was captured. */
  payment_status: z.enum(['pending', 'paid']),
  /** Whole rupees: the line's price. */
  payment_amount: z.int(),
  /** Ours, as on the completed bookings: 1 once the customer or ops approved the work (or settled its dispute with a part refund), else 0. */
  completed_status: z.union([z.literal(0), z.literal(1)]),
  /** Ours: the India date the work was marked completed (YYYY-MM-DD); the month filter reads it. */
  completed_date: z.string(),
  /** Ours. */
  customer_name: z.string(),
  /** Ours: 'SN-000123', the booking's reference. */
  booking_reference: z.string(),
  /** Ours (issue 38): the job's money once it is settled (paid and approved); absent before. */
  settlement: z.optional(earningSettlementWire),
  /**
   * Ours (issue 38): on a line the customer declined that a dispute settled with a part refund
   * (status completed-issue), the whole rupees given back to the customer, or, unpaid, taken off
   * what was owed. payment_amount stays the price; the settlement is of what is left. Absent on
   * other rows.
   */
  dispute_refund: z.optional(z.int()),
});
export type EarningRowWire = z.infer<typeof earningRowWire>;

/** Ours: what the rows shown add up to. */
export const earningTotalsWire = /* @__PURE__ */ z.object({
  count: z.int(),
  /** Whole rupees over every row. */
  amount: z.int(),
  /** Whole rupees over the rows whose booking is paid. */
  paid_amount: z.int(),
  /** Ours (issue 38), paise over the settled rows: the partner's net, what reached his bank, and what is still to come. */
  net_earned: z.optional(z.int()),
  paid_out: z.optional(z.int()),
  to_be_paid: z.optional(z.int()),
});
export type EarningTotalsWire = z.infer<typeof earningTotalsWire>;

/** GET employee/earning-data[?month=YYYY-MM] → data. */
export const earningsWire = /* @__PURE__ */ z.object({
  /** The month asked for, or null for every month. */
  month: z.nullable(z.string()),
  rows: z.array(earningRowWire),
  totals: earningTotalsWire,
});
export type EarningsWire = z.infer<typeof earningsWire>;

/** Ours: GET employee/earning-data/{lineId} → data, what the printable invoice shows. */
export const earningInvoiceWire = /* @__PURE__ */ z.extend(earningRowWire, {
  partner_name: z.string(),
  /** HH:MM, the booked start. */
  service_time: z.string(),
  customer_address: z.string(),
  /** India date and time the work started and ended; null where not recorded. */
  start_date: z.nullable(z.string()),
  start_time: z.nullable(z.string()),
  end_date: z.string(),
  end_time: z.string(),
});
export type EarningInvoiceWire = z.infer<typeof earningInvoiceWire>;
