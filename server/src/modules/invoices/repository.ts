import { and, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { TaxInvoiceWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { taxInvoices } from '../../db/schema';
import { indianMonthBounds } from '../partner/earnings/service';
import type { TaxInvoiceRow } from './invoicePdf';

type Reader = Pick<Database, 'select'>;

/** Where a recipient downloads an invoice: under their own role's path, so the check is theirs. */
export type InvoiceAudience = 'user' | 'employee' | 'admin';
export const invoicePdfPath = (audience: InvoiceAudience, number: string) => `/api/${audience}/tax-invoices/${number}/pdf`;

function toWire(row: TaxInvoiceRow, audience: InvoiceAudience): TaxInvoiceWire {
  return {
    number: row.number,
    kind: row.kind,
    issued_at: row.issuedAt.toISOString(),
    booking_id: row.bookingId,
    line_id: row.lineId,
    description: row.description,
    total: row.totalPaise,
    tax: row.cgstPaise + row.sgstPaise + row.igstPaise,
    pdf_url: invoicePdfPath(audience, row.number),
  };
}

export async function customerInvoices(db: Reader, customerId: number, bookingId?: number): Promise<TaxInvoiceWire[]> {
  const conditions: SQL[] = [eq(taxInvoices.customerId, customerId), inArray(taxInvoices.kind, ['customer', 'receipt'])];
  if (bookingId !== undefined) conditions.push(eq(taxInvoices.bookingId, bookingId));
  const rows = await db.select().from(taxInvoices).where(and(...conditions)).orderBy(desc(taxInvoices.issuedAt), desc(taxInvoices.id)).limit(200);
  return rows.map((row) => toWire(row, 'user'));
}

export async function partnerInvoices(db: Reader, partnerId: number, month?: string): Promise<TaxInvoiceWire[]> {
  const conditions: SQL[] = [eq(taxInvoices.partnerId, partnerId), eq(taxInvoices.kind, 'commission')];
  if (month) {
    const { from, to } = indianMonthBounds(month);
    conditions.push(gte(taxInvoices.issuedAt, from), lt(taxInvoices.issuedAt, to));
  }
  const rows = await db.select().from(taxInvoices).where(and(...conditions)).orderBy(desc(taxInvoices.issuedAt), desc(taxInvoices.id)).limit(500);
  return rows.map((row) => toWire(row, 'employee'));
}

/** One invoice by its number, only for whom it was issued to (ops: any); null otherwise, so a stranger cannot tell it exists. */
export async function invoiceFor(db: Reader, number: string, reader: { audience: InvoiceAudience; userId: number }): Promise<TaxInvoiceRow | null> {
  const [row] = await db.select().from(taxInvoices).where(eq(taxInvoices.number, number));
  if (!row) return null;
  if (reader.audience === 'user') return row.kind !== 'commission' && row.customerId === reader.userId ? row : null;
  if (reader.audience === 'employee') return row.kind === 'commission' && row.partnerId === reader.userId ? row : null;
  return row;
}
