import { inArray } from 'drizzle-orm';
import type { PayoutBatchRowWire, PayoutBatchWire } from '@servenear/shared/wire';
import { PAYOUT_BATCHES_PER_PAGE } from '@servenear/shared/endpoints';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/httpError';
import { approveBatch, payoutMessages, proposeBatch, type HeldPartner } from './batches';
import { batchById, batchPage, payoutsOfBatch } from './repository';

type Deps = { db: Database; clock: () => Date };

/** A batch as ops read it (API and CLI), with the partners a proposal left out. */
async function batchWire({ db }: Deps, batchId: number, held: readonly HeldPartner[] = []): Promise<PayoutBatchWire> {
  const batch = await batchById(db, batchId);
  if (!batch) throw notFound(payoutMessages.batchNotFound);
  const rows = await payoutsOfBatch(db, batchId);
  const names = rows.length ? new Map((await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, rows.map((row) => row.partnerId)))).map((row) => [row.id, row.name])) : new Map<number, string>();
  return {
    id: batch.id,
    status: batch.status,
    created_at: batch.createdAt.toISOString(),
    approved_at: batch.approvedAt?.toISOString() ?? null,
    payouts: rows.map((row) => ({
      id: row.id,
      partner_id: row.partnerId,
      partner_name: names.get(row.partnerId) ?? '',
      amount: row.amount,
      status: row.status,
      account_ending: row.accountNumber ? row.accountNumber.slice(-4) : null,
      utr: row.utr,
      failure_reason: row.failureReason,
    })),
    held: held.map((partner) => ({ partner_id: partner.partnerId, partner_name: partner.name, amount: partner.amount, reason: partner.reason })),
  };
}

export async function proposePayouts(deps: Deps): Promise<PayoutBatchWire> {
  const { batchId, held } = await proposeBatch(deps);
  return batchWire(deps, batchId, held);
}

/** The console's list of batches: one page, newest first, with each batch's count and total. */
export async function payoutBatchesFor({ db }: Deps, page: number): Promise<{ data: PayoutBatchRowWire[]; total: number; page: number; per_page: number }> {
  const { rows, total } = await batchPage(db, page, PAYOUT_BATCHES_PER_PAGE);
  return {
    data: rows.map((row) => ({
      id: row.id,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      approved_at: row.approvedAt?.toISOString() ?? null,
      payout_count: Number(row.payoutCount),
      total: Number(row.total),
    })),
    total,
    page,
    per_page: PAYOUT_BATCHES_PER_PAGE,
  };
}

export const payoutBatchFor = (deps: Deps, batchId: number) => batchWire(deps, batchId);

export async function approvePayouts(deps: Deps, batchId: number, adminId: number | null): Promise<PayoutBatchWire> {
  await approveBatch(deps, batchId, adminId);
  return batchWire(deps, batchId);
}

