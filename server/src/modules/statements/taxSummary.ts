import { and, eq, gte, lt } from 'drizzle-orm';
import { indianDate } from '@servenear/shared/domain';
import { currentLocale } from '@servenear/shared/i18n';
import type { PartnerTaxSummaryWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { payouts } from '../../db/schema';
import { financialYearBounds } from '../invoices/numbers';
import { movementsIn } from './partnerAccount';

type Reader = Pick<Database, 'select'>;
type Totals = Omit<PartnerTaxSummaryWire['months'][number], 'month'> & { serviceGst: number; commissionGst: number };

const monthOf = (at: Date) => indianDate(at).slice(0, 7);

/** 'November 2026' of '2026-11', in the language of the request (issue 41). */
export const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString(currentLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' });
const empty = (): Totals => ({ jobs: 0, gross: 0, serviceGst: 0, commission: 0, commissionGst: 0, tds: 0, net_earned: 0, paid_out: 0 });

/**
 * A partner's financial year (issue 38): his settled jobs, the commission and GST the platform
 * took, the TDS it deducted under section 194-O, and what reached his bank. What he needs for his
 * income-tax return; read from the ledger and the processed payouts only.
 */
export async function partnerTaxSummary(db: Reader, partnerId: number, year: string): Promise<Omit<PartnerTaxSummaryWire, 'pdf_url'>> {
  const { from, to } = financialYearBounds(year);
  const byMonth = new Map<string, Totals>();
  const monthTotals = (month: string) => byMonth.get(month) ?? byMonth.set(month, empty()).get(month)!;
  for (const movement of await movementsIn(db, partnerId, from, to)) {
    if (!movement.settlement) continue;
    const totals = monthTotals(monthOf(movement.at));
    totals.jobs += 1;
    totals.gross += movement.settlement.gross;
    totals.serviceGst += movement.settlement.serviceGst;
    totals.commission += movement.settlement.commission;
    totals.commissionGst += movement.settlement.commissionGst;
    totals.tds += movement.settlement.tds;
    totals.net_earned += movement.change;
  }
  const paid = await db
    .select({ amount: payouts.amount, processedAt: payouts.processedAt })
    .from(payouts)
    .where(and(eq(payouts.partnerId, partnerId), eq(payouts.status, 'processed'), gte(payouts.processedAt, from), lt(payouts.processedAt, to)));
  for (const payout of paid) monthTotals(monthOf(payout.processedAt!)).paid_out += payout.amount;

  const months = [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b));
  const whole = months.reduce((sum, [, totals]) => {
    for (const key of Object.keys(sum) as Array<keyof Totals>) sum[key] += totals[key];
    return sum;
  }, empty());
  return {
    year,
    gross: whole.gross,
    gst_paid_by_platform: whole.serviceGst,
    taxable_value: whole.gross - whole.serviceGst,
    commission: whole.commission,
    gst_on_commission: whole.commissionGst,
    tds: whole.tds,
    net_earned: whole.net_earned,
    paid_out: whole.paid_out,
    jobs: whole.jobs,
    months: months.map(([month, totals]) => ({ month, jobs: totals.jobs, gross: totals.gross, commission: totals.commission, tds: totals.tds, net_earned: totals.net_earned, paid_out: totals.paid_out })),
  };
}
