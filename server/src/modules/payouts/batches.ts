import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/httpError';
import { sendJob } from '../jobs/queue';
import { postLedgerTransaction } from '../ledger';
import {
  approveBatchRow,
  availableSettlements,
  batchAwaitingApproval,
  batchById,
  batchProposedSince,
  insertBatch,
  insertItems,
  insertPayout,
  lockProposals,
  movePayout,
  payablePartners,
  payoutsOfBatch,
  releaseItems,
} from './repository';

export const payoutMessages = {
  batchNotFound: 'Payout batch not found.',
  alreadyApproved: 'This payout batch is already approved.',
  nothingToPay: 'No partner has money available to pay out.',
  batchWaiting: (batchId: number) => `Payout batch ${batchId} is waiting for approval: approve it (payouts:approve ${batchId}) before proposing another.`,
} as const;

type Deps = { db: Database; clock: () => Date };
type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** Why a partner with money available is left out of a batch, as ops read it. */
export interface HeldPartner {
  partnerId: number;
  name: string;
  amount: number;
  reason: string;
}

/** Each partner's available settlements (availableSettlements) and their nets: what a batch would pay him. Reconciliation reads it too. */
export function dueByPartner(rows: ReadonlyArray<{ settlementId: number; partnerId: number | null; net: string | number }>): Map<number, Array<{ settlementId: number; net: number }>> {
  const byPartner = new Map<number, Array<{ settlementId: number; net: number }>>();
  for (const row of rows) {
    const net = Number(row.net);
    if (row.partnerId === null || net <= 0) continue;
    byPartner.set(row.partnerId, [...(byPartner.get(row.partnerId) ?? []), { settlementId: row.settlementId, net }]);
  }
  return byPartner;
}

/** Why a batch leaves a partner with money available out (payablePartners' row), or null when it pays him. Reconciliation reads it too. */
export function heldReason(partner: { hold: boolean; status: string; accountNumber: string | null; ifsc: string | null }): string | null {
  if (partner.hold) return 'bank details changed: check them (partners:bank-verify) first';
  if (partner.status !== 'verified') return `partner is ${partner.status}`;
  return !partner.accountNumber || !partner.ifsc ? 'no bank details' : null;
}

/** What a proposal came to. */
export type Proposal =
  | { outcome: 'proposed'; batchId: number; payouts: number; amount: number; held: HeldPartner[] }
  /** An earlier batch still waits for ops' approval: a second would only split the week's money in two. */
  | { outcome: 'waiting'; batchId: number }
  /** A batch was already proposed at or after the time asked about (the week's, for the weekly job). */
  | { outcome: 'already-proposed'; batchId: number }
  | { outcome: 'nothing-available' };

/**
 * Proposes a batch in `tx` (issue 38): every partner's settlements whose hold is over and that no
 * live payout carries, one payout per partner. A partner whose bank details changed and are not yet
 * checked again (payout_hold, issue 36), who is not verified, or who has no bank details, is left
 * out and named, his money kept for a later batch. Nothing moves until ops approve.
 *
 * The database is the guard against a second batch, not the caller: proposals take a lock held
 * until `tx` ends, so of two instances, a retried job and ops proposing at once, the later one
 * sees the earlier's batch waiting and makes none (the weekly job relies on it: weekly.ts).
 */
export async function proposeBatchIn(tx: Writer, at: Date, options: { unlessProposedSince?: Date } = {}): Promise<Proposal> {
  await lockProposals(tx);
  const waiting = await batchAwaitingApproval(tx);
  if (waiting !== null) return { outcome: 'waiting', batchId: waiting };
  const since = options.unlessProposedSince ? await batchProposedSince(tx, options.unlessProposedSince) : null;
  if (since !== null) return { outcome: 'already-proposed', batchId: since };
  const byPartner = dueByPartner(await availableSettlements(tx, at));
  if (byPartner.size === 0) return { outcome: 'nothing-available' };
  const partners = await payablePartners(tx, [...byPartner.keys()]);
  const batchId = await insertBatch(tx, at);
  const held: HeldPartner[] = [];
  let payouts = 0;
  let total = 0;
  for (const partner of partners) {
    const items = byPartner.get(partner.id)!;
    const amount = items.reduce((sum, item) => sum + item.net, 0);
    const reason = heldReason(partner);
    if (reason) {
      held.push({ partnerId: partner.id, name: partner.name, amount, reason });
      continue;
    }
    const payoutId = await insertPayout(tx, { batchId, partnerId: partner.id, amount, at });
    await insertItems(tx, payoutId, items);
    payouts += 1;
    total += amount;
  }
  return { outcome: 'proposed', batchId, payouts, amount: total, held };
}

/** Ops propose a batch (admin route, CLI): 409 while another waits for approval, or when nobody has money available. */
export async function proposeBatch({ db, clock }: Deps): Promise<{ batchId: number; held: HeldPartner[] }> {
  const proposal = await db.transaction((tx) => proposeBatchIn(tx, clock()));
  switch (proposal.outcome) {
    case 'proposed':
      return { batchId: proposal.batchId, held: proposal.held };
    case 'nothing-available':
      throw new HttpError(409, {}, payoutMessages.nothingToPay);
    case 'waiting':
    case 'already-proposed':
      throw new HttpError(409, {}, payoutMessages.batchWaiting(proposal.batchId));
  }
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
