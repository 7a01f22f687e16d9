import { sql } from 'drizzle-orm';
import { indianDate } from '@servenear/shared/domain';
import type { Database } from '../../db/client';
import { invoiceCounters } from '../../db/schema';

/** The series (decisions 0056, 0057): C, the platform's invoices for 9(5) work; R, receipts for partners' own work; P, commission invoices to partners. */
export type InvoiceSeries = 'C' | 'R' | 'P';

/** The Indian financial year (1 April – 31 March, India time) of a moment, as its two years' last digits: 2026-27 is '2627'. */
export function financialYearOf(at: Date): string {
  const [year, month] = indianDate(at).split('-').map(Number) as [number, number];
  const startYear = month >= 4 ? year : year - 1;
  return `${String(startYear % 100).padStart(2, '0')}${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** '2026-27', as people write a financial year, of a moment. */
export function financialYearLabelOf(at: Date): string {
  const short = financialYearOf(at);
  return `20${short.slice(0, 2)}-${short.slice(2)}`;
}

/** The instants a financial year ('2026-27') spans in India: 1 April to the next 1 April. */
export function financialYearBounds(label: string): { from: Date; to: Date } {
  const start = Number(label.slice(0, 4));
  return { from: new Date(`${start}-04-01T00:00:00+05:30`), to: new Date(`${start + 1}-04-01T00:00:00+05:30`) };
}

/** CGST rule 46(b): at most 16 characters, letters, digits, '-' and '/'. */
const RULE_46_NUMBER = /^[A-Z0-9/-]{1,16}$/;

export function formatInvoiceNumber(financialYear: string, series: InvoiceSeries, serial: number): string {
  const number = `SN${financialYear}${series}${String(serial).padStart(7, '0')}`;
  if (!RULE_46_NUMBER.test(number)) throw new RangeError(`invoice number ${number} breaks rule 46`);
  return number;
}

/**
 * The next number of a series, taken in the invoice's transaction: the counter's row stays locked
 * until it commits, and a rollback gives the number back, so the series has no gaps.
 */
export async function takeInvoiceNumber(tx: Pick<Database, 'insert'>, gstin: string, at: Date, series: InvoiceSeries): Promise<string> {
  const financialYear = financialYearOf(at);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ gstin, financialYear, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.gstin, invoiceCounters.financialYear, invoiceCounters.series],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return formatInvoiceNumber(financialYear, series, counter!.lastNumber);
}
