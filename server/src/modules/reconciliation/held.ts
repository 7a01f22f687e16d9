import type { Database } from '../../db/client';
import { dueByPartner, heldReason, type HeldPartner } from '../payouts/batches';
import { availableSettlements, payablePartners } from '../payouts/repository';

/** Later than any hold: every settlement no live payout carries counts as available by then. */
const END_OF_TIME = new Date('9999-12-31T00:00:00Z');

/**
 * Partners' money held at `at` (issue 38, reconciliation), by the payout batches' own rules
 * (payouts/batches.ts): what is settled but still in its hold (PAYABLE_HOLD_DAYS), and each
 * partner with money available whom a batch would leave out, with the reason. Payouts carry
 * settlements as they do now: a past day's report reads today's batches.
 */
export async function heldMoney(db: Pick<Database, 'select'>, at: Date): Promise<{ notYetAvailable: number; partners: HeldPartner[] }> {
  const available = await availableSettlements(db, at);
  const availableIds = new Set(available.map((row) => row.settlementId));
  // Not carried by a payout and not yet available: what a batch at the end of time would add.
  const unpaid = await availableSettlements(db, END_OF_TIME);
  const notYetAvailable = unpaid.filter((row) => !availableIds.has(row.settlementId)).reduce((sum, row) => sum + Math.max(Number(row.net), 0), 0);
  const byPartner = dueByPartner(available);
  const partners: HeldPartner[] = [];
  for (const partner of await payablePartners(db, [...byPartner.keys()])) {
    const reason = heldReason(partner);
    if (reason) partners.push({ partnerId: partner.id, name: partner.name, amount: byPartner.get(partner.id)!.reduce((sum, item) => sum + item.net, 0), reason });
  }
  return { notYetAvailable, partners };
}
