import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/httpError';
import { sendJob } from '../jobs/queue';
import { postLedgerTransaction } from '../ledger';
import { approveBatchRow, availableSettlements, batchById, insertBatch, insertItems, insertPayout, movePayout, payablePartners, payoutsOfBatch, releaseItems } from './repository';

export const payoutMessages = {
  batchNotFound: 'Payout batch not found.',
  alreadyApproved: 'This payout batch is already approved.',
  nothingToPay: 'No partner has money available to pay out.',
} as const;

type Deps = { db: Database; clock: () => Date };

/** Why a partner with money available is left out of a batch, as ops read it. */
export interface HeldPartner {
  partnerId: number;
  name: string;
  amount: number;
  reason: string;
}

/**
 * Proposes a batch (issue 38): every partner's settlements whose hold is over and that no live
 * payout carries, one payout per partner. A partner whose bank details changed and are not yet
 * checked again (payout_hold, issue 36), who is not verified, or who has no bank details, is left
 * out and named, his money kept for a later batch. Nothing moves until ops approve.
 */
export async function proposeBatch({ db, clock }: Deps): Promise<{ batchId: number; held: HeldPartner[] }> {
  const at = clock();
  return db.transaction(async (tx) => {
    const due = await availableSettlements(tx, at);
    const byPartner = new Map<number, Array<{ settlementId: number; net: number }>>();
    for (const row of due) {
      const net = Number(row.net);
      if (row.partnerId === null || net <= 0) continue;
      byPartner.set(row.partnerId, [...(byPartner.get(row.partnerId) ?? []), { settlementId: row.settlementId, net }]);
    }
    if (byPartner.size === 0) throw new HttpError(409, {}, payoutMessages.nothingToPay);
    const partners = await payablePartners(tx, [...byPartner.keys()]);
    const batchId = await insertBatch(tx, at);
    const held: HeldPartner[] = [];
    for (const partner of partners) {
      const items = byPartner.get(partner.id)!;
      const amount = items.reduce((sum, item) => sum + item.net, 0);
      const reason = partner.hold
        ? 'bank details changed: check them (partners:bank-verify) first'
        : partner.status !== 'verified'
          ? `partner is ${partner.status}`
          : !partner.accountNumber || !partner.ifsc
            ? 'no bank details'
            : null;
      if (reason) {
        held.push({ partnerId: partner.id, name: partner.name, amount, reason });
        continue;
      }
      const payoutId = await insertPayout(tx, { batchId, partnerId: partner.id, amount, at });
      await insertItems(tx, payoutId, items);
    }
    return { batchId, held };
  });
}

/**
 * Ops approve a proposed batch, once: each payout takes the partner's bank details as they are
 * now, leaves his payable for payouts in transit in the ledger, and gets its job, all in one
 * transaction. A partner whose bank details changed since the proposal is held: his payout fails
 * at once and its settlements wait for the next batch.
 */
export async function approveBatch({ db, clock }: Deps, batchId: number, adminId: number | null): Promise<void> {
  const at = clock();
  await db.transaction(async (tx) => {
    const batch = await batchById(tx, batchId);
    if (!batch) throw notFound(payoutMessages.batchNotFound);
    if (!(await approveBatchRow(tx, batchId, adminId, at))) throw new HttpError(409, {}, payoutMessages.alreadyApproved);
    const rows = await payoutsOfBatch(tx, batchId);
    const partners = new Map((await payablePartners(tx, rows.map((row) => row.partnerId))).map((partner) => [partner.id, partner]));
    for (const payout of rows) {
      const partner = partners.get(payout.partnerId);
      if (!partner || partner.hold || partner.status !== 'verified' || !partner.accountNumber || !partner.ifsc) {
        await movePayout(tx, payout.id, ['proposed'], { status: 'failed', failedAt: at, failureReason: partner?.hold ? 'held: bank details changed since the proposal' : 'partner no longer payable' });
        await releaseItems(tx, payout.id, at);
        continue;
      }
      await movePayout(tx, payout.id, ['proposed'], { status: 'pending', accountHolder: partner.holder ?? partner.name, accountNumber: partner.accountNumber, ifsc: partner.ifsc });
      await postLedgerTransaction(tx, {
        kind: 'payout_sent',
        key: `payout_sent:${payout.id}`,
        at,
        entries: [
          { account: 'partner_payable', partnerId: payout.partnerId, amount: payout.amount },
          { account: 'payouts_in_transit', amount: -payout.amount },
        ],
      });
      await sendJob(tx, 'payouts', { payoutId: payout.id });
    }
  });
}
