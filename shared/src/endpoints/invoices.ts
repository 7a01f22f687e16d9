import * as z from 'zod/mini';
import { partnerTaxSummaryWire, taxInvoiceWire, type TaxInvoiceWire } from '../wire/invoices';
import { defineEndpoint, envelope } from './define';

/*
 * Issue 38, ours: the tax invoices a customer and a partner receive, and the partner's year for
 * his tax return. The PDFs themselves are downloads (the lists give their `pdf_url`), read with
 * the session cookie like any page.
 */

/*
 * Their query keys start with the host contract's personal roots ('bookings', 'partner'), so the
 * shell drops them when the session changes; nothing else invalidates them (an invoice is issued
 * by a job, later), so they stay out of the contract's queryKeys.
 */
const keys = {
  customer: (bookingId: number | null) => ['bookings', 'tax-invoices', bookingId] as const,
  partner: (month: string | null) => ['partner', 'tax-invoices', month] as const,
  partnerYear: (year: string | null) => ['partner', 'tax-summary', year] as const,
};

export const invoiceMessages = {
  booking: 'Choose a booking by its number.',
  month: 'Choose a month as YYYY-MM.',
  year: 'Choose a financial year like 2026-27.',
  notFound: 'Invoice not found.',
} as const;

const toInvoice = (invoice: TaxInvoiceWire) => ({
  number: invoice.number,
  kind: invoice.kind,
  issuedAt: invoice.issued_at,
  bookingId: invoice.booking_id,
  lineId: invoice.line_id,
  description: invoice.description,
  total: invoice.total,
  tax: invoice.tax,
  pdfUrl: invoice.pdf_url,
});
export type TaxInvoice = ReturnType<typeof toInvoice>;

/** GET user/tax-invoices?booking_id=: the customer's tax invoices, of one booking or all, newest first. */
export const customerTaxInvoicesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/tax-invoices',
  summary: 'The signed-in customer’s tax invoices (ours)',
  description: 'Issued once the work is paid and accepted: a tax invoice (kind customer) for work whose GST the platform pays (section 9(5)), a receipt (kind receipt, no GST) for work the partner supplies himself. At most 200, newest first.',
  query: z.object({ booking_id: z.optional(z.coerce.number().check(z.int({ error: invoiceMessages.booking }), z.positive({ error: invoiceMessages.booking }))) }),
  reply: envelope(z.array(taxInvoiceWire)),
  toModel: ({ data }) => data.map(toInvoice),
  key: ({ query }) => keys.customer(typeof query?.booking_id === 'number' ? query.booking_id : null),
});

const month = z.string().check(z.maxLength(7, { error: invoiceMessages.month }), z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: invoiceMessages.month }));
const financialYear = z.string().check(z.maxLength(7, { error: invoiceMessages.year }), z.regex(/^\d{4}-\d{2}$/, { error: invoiceMessages.year }));

/** GET employee/tax-invoices?month=: the partner's commission invoices, of one month (India time) or all, newest first. */
export const partnerTaxInvoicesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/tax-invoices',
  summary: 'The signed-in partner’s commission invoices (ours)',
  description: 'One for every settled job with a commission. At most 500, newest first.',
  query: z.object({ month: z.optional(month) }),
  reply: envelope(z.array(taxInvoiceWire)),
  toModel: ({ data }) => data.map(toInvoice),
  key: ({ query }) => keys.partner(typeof query?.month === 'string' ? query.month : null),
});

/** GET employee/tax-summary?year=2026-27: the partner's financial year, for his income-tax return. */
export const partnerTaxSummaryEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/tax-summary',
  summary: 'A financial year of the partner’s earnings, commission and tax deducted (ours)',
  description: 'From the ledger: settlements of the year (1 April – 31 March, India time) and payouts paid in it. The current year when `year` is absent. Paise.',
  query: z.object({ year: z.optional(financialYear) }),
  reply: envelope(partnerTaxSummaryWire),
  toModel: ({ data }) => ({
    year: data.year,
    gross: data.gross,
    gstPaidByPlatform: data.gst_paid_by_platform,
    taxableValue: data.taxable_value,
    commission: data.commission,
    gstOnCommission: data.gst_on_commission,
    tds: data.tds,
    netEarned: data.net_earned,
    paidOut: data.paid_out,
    jobs: data.jobs,
    months: data.months.map((row) => ({ month: row.month, jobs: row.jobs, gross: row.gross, commission: row.commission, tds: row.tds, netEarned: row.net_earned, paidOut: row.paid_out })),
    pdfUrl: data.pdf_url,
  }),
  key: ({ query }) => keys.partnerYear(typeof query?.year === 'string' ? query.year : null),
});
export type PartnerTaxSummary = ReturnType<typeof partnerTaxSummaryEndpoint.toModel>;
