import { and, asc, desc, eq, exists, gte, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerTransactions, partnerProfiles, payoutBatches, payoutItems, payouts, users } from '../../db/schema';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

export type PayoutRow = typeof payouts.$inferSelect;

/**
 * Settlements whose hold is over and that no live payout carries, with the partner's net (the
 * settlement's credit to his payable): what the next batch pays.
 */
export function availableSettlements(db: Reader, at: Date) {
  return db
    .select({ settlementId: ledgerTransactions.id, partnerId: ledgerEntries.partnerId, net: sql<string>`-${ledgerEntries.amount}` })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, and(eq(ledgerEntries.transactionId, ledgerTransactions.id), eq(ledgerEntries.account, 'partner_payable')))
    .where(
      and(
        eq(ledgerTransactions.kind, 'settlement'),
        lte(ledgerTransactions.availableAt, at),
        notExists(db.select({ one: sql`1` }).from(payoutItems).where(and(eq(payoutItems.settlementId, ledgerTransactions.id), isNull(payoutItems.releasedAt)))),
      ),
    )
    .orderBy(asc(ledgerTransactions.id));
}

/** Partners who may be paid: verified, with bank details, and not held by a recent change of them (issue 36). */
export async function payablePartners(db: Reader, partnerIds: readonly number[]) {
  if (partnerIds.length === 0) return [];
  return db
    .select({
      id: partnerProfiles.userId,
      name: users.name,
      holder: partnerProfiles.accountHolderName,
      accountNumber: partnerProfiles.accountNumber,
      ifsc: partnerProfiles.ifscCode,
      hold: partnerProfiles.payoutHold,
      status: partnerProfiles.verificationStatus,
    })
    .from(partnerProfiles)
    .innerJoin(users, eq(users.id, partnerProfiles.userId))
    .where(inArray(partnerProfiles.userId, [...partnerIds]));
}

/** Any number every instance agrees on (db/client.ts' migration lock is another). */
const PROPOSAL_LOCK = 7_418_221;

/** Proposals one at a time across instances: a lock the caller's transaction holds until it ends. */
export async function lockProposals(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(PROPOSAL_LOCK))})`);
}

/**
 * The proposed batch waiting for ops' approval, or null. One whose partners were all held has no
 * payout: there is nothing to approve in it, so it holds nothing back.
 */
export async function batchAwaitingApproval(db: Reader): Promise<number | null> {
  const [row] = await db
    .select({ id: payoutBatches.id })
    .from(payoutBatches)
    .where(and(eq(payoutBatches.status, 'proposed'), exists(db.select({ one: sql`1` }).from(payouts).where(eq(payouts.batchId, payoutBatches.id)))))
    .orderBy(asc(payoutBatches.id))
    .limit(1);
  return row?.id ?? null;
}

/** The latest batch proposed at or after `since`, approved or not, or null. */
export async function batchProposedSince(db: Reader, since: Date): Promise<number | null> {
  const [row] = await db.select({ id: payoutBatches.id }).from(payoutBatches).where(gte(payoutBatches.createdAt, since)).orderBy(desc(payoutBatches.id)).limit(1);
  return row?.id ?? null;
}

export async function insertBatch(db: Writer, at: Date): Promise<number> {
  const [row] = await db.insert(payoutBatches).values({ createdAt: at }).returning({ id: payoutBatches.id });
  return row!.id;
}

export async function insertPayout(db: Writer, payout: { batchId: number; partnerId: number; amount: number; at: Date }): Promise<number> {
  const [row] = await db.insert(payouts).values({ batchId: payout.batchId, partnerId: payout.partnerId, amount: payout.amount, createdAt: payout.at }).returning({ id: payouts.id });
  return row!.id;
}

export async function insertItems(db: Writer, payoutId: number, items: ReadonlyArray<{ settlementId: number; net: number }>): Promise<void> {
  await db.insert(payoutItems).values(items.map((item) => ({ payoutId, settlementId: item.settlementId, amount: item.net })));
}

export function payoutsOfBatch(db: Reader, batchId: number) {
  return db.select().from(payouts).where(eq(payouts.batchId, batchId)).orderBy(asc(payouts.id));
}

/** A page of batches, newest first, each with how many payouts it holds and their sum; and how many batches there are. */
export async function batchPage(db: Reader, page: number, perPage: number) {
  const rows = await db
    .select({
      id: payoutBatches.id,
      status: payoutBatches.status,
      createdAt: payoutBatches.createdAt,
      approvedAt: payoutBatches.approvedAt,
      payoutCount: sql<number>`count(${payouts.id})::int`,
      total: sql<number>`coalesce(sum(${payouts.amount}), 0)::int`,
    })
    .from(payoutBatches)
    .leftJoin(payouts, eq(payouts.batchId, payoutBatches.id))
    .groupBy(payoutBatches.id)
    .orderBy(desc(payoutBatches.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(payoutBatches);
  return { rows, total: counted?.count ?? 0 };
}

export async function batchById(db: Reader, batchId: number) {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  return row ?? null;
}

/** proposed → approved, once. */
export async function approveBatchRow(db: Writer, batchId: number, adminId: number | null, at: Date): Promise<boolean> {
  const rows = await db
    .update(payoutBatches)
    .set({ status: 'approved', approvedAt: at, approvedBy: adminId })
    .where(and(eq(payoutBatches.id, batchId), eq(payoutBatches.status, 'proposed')))
    .returning({ id: payoutBatches.id });
  return rows.length > 0;
}

export async function payoutById(db: Reader, id: number): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row ?? null;
}

/** A payout moved on from one status to the next, once; the row after, or null when it was elsewhere. */
export async function movePayout(db: Writer, id: number, from: readonly PayoutRow['status'][], changes: Partial<PayoutRow>): Promise<PayoutRow | null> {
  const [row] = await db
    .update(payouts)
    .set(changes)
    .where(and(eq(payouts.id, id), inArray(payouts.status, [...from])))
    .returning();
  return row ?? null;
}

/** Its settlements go back to the next batch. */
export async function releaseItems(db: Writer, payoutId: number, at: Date): Promise<void> {
  await db.update(payoutItems).set({ releasedAt: at }).where(and(eq(payoutItems.payoutId, payoutId), isNull(payoutItems.releasedAt)));
}

/** The receipt-like reference sent with a payout, and how a webhook's is read back. */
export const payoutReference = (payoutId: number) => `payout_${payoutId}`;
export function payoutIdOfReference(reference: string | null | undefined): number | null {
  const match = /^payout_(\d{1,9})$/.exec(reference ?? '');
  return match ? Number(match[1]) : null;
}

export async function payoutForProvider(db: Reader, providerPayoutId: string, reference: string | null | undefined): Promise<PayoutRow | null> {
  const [byId] = await db.select().from(payouts).where(eq(payouts.providerPayoutId, providerPayoutId));
  if (byId) return byId;
  const id = payoutIdOfReference(reference);
  return id === null ? null : payoutById(db, id);
}
