import { and, eq } from 'drizzle-orm';
import type { MoneyConfig } from '../../config';
import type { Database } from '../../db/client';
import { taxInvoices } from '../../db/schema';
import { bookingReference } from '@servenear/shared/domain';
import type { Clock } from '../../lib/clock';
import type { Point } from '../catalog/coordinates';
import type { GeocodingProvider } from '../geo/provider';
import { taxProfileOf } from '../money/taxProfiles';
import { splitTax } from './amounts';
import { takeInvoiceNumber, type InvoiceSeries } from './numbers';
import { gstStateCode } from './stateCodes';
import { invoiceSubjectOf, type InvoiceSubject } from './subject';

/**
 * Issues a settlement's tax invoices (issue 38, decision 0056), as the 'invoices' job sent in the
 * settlement's own transaction:
 * - for work the platform supplies under section 9(5) (GST inside the price), the customer's
 *   invoice, series C, from the platform's GSTIN, with the partner named as the one who did it;
 * - for other work, which the partner supplies himself (unregistered, so with no GST), the
 *   customer's receipt, series R: not a tax invoice, but the customer's record of what was paid
 *   for, to whom, and why no GST is charged;
 * - for every settlement with a commission, the commission invoice to the partner, series P.
 * The place of supply is the State where the work was done (the customer's), or, for the
 * commission, the partner's; the supplier's own State when it cannot be told (IGST Act 12(2)(b)).
 * Each kind is issued once per settlement; a retry after a crash issues what is missing.
 */
export interface InvoiceIssuerDeps {
  db: Database;
  geocoder: GeocodingProvider;
  money: MoneyConfig;
  clock: Clock;
}

interface Draft {
  kind: 'customer' | 'receipt' | 'commission';
  series: InvoiceSeries;
  placeOfSupply: string;
  recipient: { id: number | null; name: string; address: string };
  description: string;
  sac: string;
  rateBasisPoints: number;
  taxable: number;
  tax: number;
}

/** The commission's SAC: other support services (decision 0056: 998599, pending the CA's word). */
const COMMISSION_SAC = '998599';

async function stateOf(geocoder: GeocodingProvider, point: Point | null, fallback: string): Promise<string> {
  if (!point) return fallback;
  const place = await geocoder.reverse(point).catch(() => null);
  return gstStateCode(place?.address.state) ?? fallback;
}

async function draftsOf(deps: InvoiceIssuerDeps, subject: InvoiceSubject): Promise<Draft[]> {
  const homeState = deps.money.invoicing.gstin.slice(0, 2);
  const reference = subject.bookingId === null ? '' : ` (${bookingReference(subject.bookingId)})`;
  const drafts: Draft[] = [];
  const profile = taxProfileOf(subject.subcategory);
  const platformPaysGst = subject.serviceGst > 0;
  if (subject.gross > 0) {
    drafts.push({
      kind: platformPaysGst ? 'customer' : 'receipt',
      series: platformPaysGst ? 'C' : 'R',
      placeOfSupply: await stateOf(deps.geocoder, subject.customer.point, homeState),
      recipient: subject.customer,
      description: `${subject.work}${reference}, done by ${subject.partner.name}`,
      sac: profile.sac,
      rateBasisPoints: platformPaysGst ? profile.serviceGstBasisPoints : 0,
      taxable: subject.gross - subject.serviceGst,
      tax: subject.serviceGst,
    });
  }
  if (subject.commission > 0) {
    drafts.push({
      kind: 'commission',
      series: 'P',
      placeOfSupply: await stateOf(deps.geocoder, subject.partner.point, homeState),
      recipient: subject.partner,
      description: `Platform commission on ${subject.work}${reference}`,
      sac: COMMISSION_SAC,
      rateBasisPoints: deps.money.gstBasisPoints,
      taxable: subject.commission,
      tax: subject.commissionGst,
    });
  }
  return drafts;
}

export async function issueInvoices(deps: InvoiceIssuerDeps, settlementKey: string): Promise<void> {
  const subject = await invoiceSubjectOf(deps.db, settlementKey);
  if (!subject) return;
  // Geocoding happens here, outside the transaction that holds the series' lock.
  const drafts = await draftsOf(deps, subject);
  const { gstin } = deps.money.invoicing;
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    for (const draft of drafts) {
      const [issued] = await tx
        .select({ id: taxInvoices.id })
        .from(taxInvoices)
        .where(and(eq(taxInvoices.settlementKey, settlementKey), eq(taxInvoices.kind, draft.kind)));
      if (issued) continue;
      const taxes = splitTax(draft.tax, draft.placeOfSupply === gstin.slice(0, 2));
      await tx.insert(taxInvoices).values({
        number: await takeInvoiceNumber(tx, gstin, at, draft.series),
        kind: draft.kind,
        settlementKey,
        issuedAt: at,
        supplierGstin: gstin,
        placeOfSupply: draft.placeOfSupply,
        bookingId: subject.bookingId,
        lineId: subject.lineId,
        enquiryId: subject.enquiryId,
        customerId: draft.kind === 'commission' ? null : subject.customer.id,
        partnerId: subject.partner.id,
        recipientName: draft.recipient.name,
        recipientAddress: draft.recipient.address,
        description: draft.description.slice(0, 200),
        sac: draft.sac,
        rateBasisPoints: draft.rateBasisPoints,
        taxablePaise: draft.taxable,
        cgstPaise: taxes.cgst,
        sgstPaise: taxes.sgst,
        igstPaise: taxes.igst,
        totalPaise: draft.taxable + draft.tax,
      });
    }
  });
}
