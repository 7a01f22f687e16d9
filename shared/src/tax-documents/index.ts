import { endpointQuery, useSignedInQuery } from '@servenear/shared/api';
import { customerTaxInvoicesEndpoint, partnerTaxInvoicesEndpoint, partnerTaxSummaryEndpoint } from '../endpoints/invoices';

/*
 * Issue 38: the tax invoices and statements' queries, a subpath never shared at run time
 * (scripts/federation/sharedModules.ts): bundled into the two pages that show them (the
 * booking's invoice dialog, the partner's earnings), so no other page downloads them.
 */

/** GET user/tax-invoices?booking_id=: the booking's GST tax invoices (section 9(5) work, once accepted). */
export function useBookingTaxInvoices(bookingId: number) {
  return useSignedInQuery(endpointQuery(customerTaxInvoicesEndpoint, { query: { booking_id: bookingId } }));
}

/** GET employee/tax-invoices?month=: the partner's commission invoices of one month (null: every month). */
export function usePartnerTaxInvoices(month: string | null) {
  return useSignedInQuery(endpointQuery(partnerTaxInvoicesEndpoint, { query: { month } }));
}

/** GET employee/tax-summary?year=: a financial year ('2026-27'; null: this one) for the partner's tax return. */
export function usePartnerTaxSummary(year: string | null) {
  return useSignedInQuery(endpointQuery(partnerTaxSummaryEndpoint, { query: { year } }));
}
