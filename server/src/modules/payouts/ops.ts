import { inArray } from 'drizzle-orm';
import type { PayoutBatchWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/httpError';
import { approveBatch, payoutMessages, proposeBatch, type HeldPartner } from './batches';
import { batchById, payoutsOfBatch } from './repository';

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

export const payoutBatchFor = (deps: Deps, batchId: number) => batchWire(deps, batchId);

export async function approvePayouts(deps: Deps, batchId: number, adminId: number | null): Promise<PayoutBatchWire> {
  await approveBatch(deps, batchId, adminId);
  return batchWire(deps, batchId);
}

