import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerTransactions, refunds } from '../../db/schema';

/** Tests' view of a booking's refunds, oldest first. */
export function refundsOf(db: Database, bookingId: number) {
  return db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.id));
}

/** Tests' view of the ledger: the entries of a booking's transactions of one kind, by account. */
export async function ledgerOf(db: Database, bookingId: number, kind: string) {
  const rows = await db
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerTransactions.bookingId, bookingId), eq(ledgerTransactions.kind, kind)))
    .orderBy(asc(ledgerEntries.account), asc(ledgerEntries.id));
  return rows;
}
