import { and, eq, inArray, isNull } from 'drizzle-orm';
import { indianDate } from '@servenear/shared/domain';
import type { EarningSettlementWire } from '@servenear/shared/wire';
import type { Database } from '../../../db/client';
import { ledgerEntries, ledgerTransactions, payoutItems, payouts } from '../../../db/schema';
import { settlementLegs } from '../../ledger/settlementLegs';

/**
 * Issue 38: each of the partner's settled jobs as the ledger has it (decision 0055): what the
 * customer paid, what the platform kept and deducted, his net, and where that net is, by row key
 * (`line-<id>`, `move-<id>`, as the earnings rows are keyed). Jobs not settled are not listed.
 */
export async function settlementsOf(db: Pick<Database, 'select'>, partnerId: number, at: Date): Promise<Map<string, EarningSettlementWire>> {
  const own = db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'partner_payable'), eq(ledgerEntries.partnerId, partnerId)));
  const rows = await db
    .select({ id: ledgerTransactions.id, lineId: ledgerTransactions.lineId, enquiryId: ledgerTransactions.enquiryId, availableAt: ledgerTransactions.availableAt, account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(and(eq(ledgerTransactions.kind, 'settlement'), inArray(ledgerTransactions.id, own)));
  const ids = [...new Set(rows.map((row) => row.id))];
  const carried = ids.length
    ? await db
        .select({ settlementId: payoutItems.settlementId, status: payouts.status, processedAt: payouts.processedAt, utr: payouts.utr })
        .from(payoutItems)
        .innerJoin(payouts, eq(payouts.id, payoutItems.payoutId))
        .where(and(inArray(payoutItems.settlementId, ids), isNull(payoutItems.releasedAt)))
    : [];
  const payoutOf = new Map(carried.map((row) => [row.settlementId, row]));
  const settlements = new Map<string, EarningSettlementWire>();
  for (const id of ids) {
    const legs = rows.filter((row) => row.id === id);
    const split = settlementLegs(legs);
    const first = legs[0]!;
    const payout = payoutOf.get(id);
    const availableAt = first.availableAt ?? at;
    const status = payout?.status === 'processed' ? 'paid' : payout ? 'in_payout' : availableAt > at ? 'pending' : 'available';
    const key = first.lineId !== null ? `line-${first.lineId}` : `move-${first.enquiryId}`;
    settlements.set(key, {
      gross: split.gross,
      service_gst: split.serviceGst,
      commission: split.commission,
      commission_gst: split.commissionGst,
      tds: split.tds,
      net: split.net,
      status,
      available_on: indianDate(availableAt),
      paid_on: status === 'paid' && payout?.processedAt ? indianDate(payout.processedAt) : null,
      bank_reference: status === 'paid' ? (payout?.utr ?? null) : null,
    });
  }
  return settlements;
}
