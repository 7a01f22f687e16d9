import * as z from 'zod/mini';

/*
 * Issue 38, ours: tax invoices (decision 0056) and the partner's statements. Amounts are integer
 * paise, as the ledger keeps them.
 */

/** One issued tax invoice, as its recipient's list shows it; its PDF is at `pdf_url`. */
export const taxInvoiceWire = /* @__PURE__ */ z.object({
  /** SN + financial year + series + 7 digits: SN2627C0000123. */
  number: z.string(),
  /** customer: the job, supplied by the platform under section 9(5) (a tax invoice); receipt: a job the partner supplies himself with no GST (not a tax invoice); commission: the platform's fee to the partner. */
  kind: z.enum(['customer', 'receipt', 'commission']),
  issued_at: z.string(),
  booking_id: z.nullable(z.int()),
  /** The booking line it is for; null for a move. */
  line_id: z.nullable(z.int()),
  description: z.string(),
  /** Paise, GST included. */
  total: z.int(),
  /** Paise: the GST in `total`. */
  tax: z.int(),
  /** The PDF, under /api, for the signed-in recipient. */
  pdf_url: z.string(),
});
export type TaxInvoiceWire = z.infer<typeof taxInvoiceWire>;

/** GET employee/tax-summary → data: a financial year of the partner's work through the platform, for his tax return. */
export const partnerTaxSummaryWire = /* @__PURE__ */ z.object({
  /** '2026-27'. */
  year: z.string(),
  /** Paise: what customers paid for his accepted work (GST the platform paid under 9(5) included). */
  gross: z.int(),
  /** The GST inside `gross` that the platform paid under section 9(5). */
  gst_paid_by_platform: z.int(),
  /** The value his TDS was reckoned on (gross without that GST). */
  taxable_value: z.int(),
  commission: z.int(),
  gst_on_commission: z.int(),
  /** Income tax deducted at source under section 194-O (to be seen in his Form 26AS / AIS). */
  tds: z.int(),
  net_earned: z.int(),
  paid_out: z.int(),
  jobs: z.int(),
  /** One row a month, April first; months without work are left out. */
  months: z.array(z.object({ month: z.string(), jobs: z.int(), gross: z.int(), commission: z.int(), tds: z.int(), net_earned: z.int(), paid_out: z.int() })),
  pdf_url: z.string(),
});
export type PartnerTaxSummaryWire = z.infer<typeof partnerTaxSummaryWire>;
