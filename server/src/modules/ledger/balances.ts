import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { ledgerAccounts, type LedgerAccount } from './accounts';

/** An account's balance in paise: debits minus credits (a liability's is negative). */
export interface AccountBalance {
  account: LedgerAccount;
  partnerId: number | null;
  balance: number;
}

/**
 * Every account's balance, summed from the entries (nothing stores a balance); `until` leaves
 * out transactions that happened at or after it, `where` narrows the transactions.
 */
export async function accountBalances(db: Pick<Database, 'select'>, options: { until?: Date; where?: SQL } = {}): Promise<AccountBalance[]> {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      partnerId: ledgerEntries.partnerId,
      balance: sql<string>`SUM(${ledgerEntries.amount})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(options.until ? lt(ledgerTransactions.occurredAt, options.until) : undefined, options.where))
    .groupBy(ledgerEntries.account, ledgerEntries.partnerId)
    .orderBy(ledgerEntries.account, ledgerEntries.partnerId);
  return rows.map((row) => ({ account: row.account as LedgerAccount, partnerId: row.partnerId, balance: Number(row.balance) }));
}

export interface TrialBalance {
  rows: Array<{ account: LedgerAccount; label: string; partnerId: number | null; debit: number; credit: number }>;
  totalDebit: number;
  totalCredit: number;
}

/** The trial balance: each account's balance on its side; the two totals are equal when the ledger is sound. */
export async function trialBalance(db: Pick<Database, 'select'>, until?: Date): Promise<TrialBalance> {
  const rows = (await accountBalances(db, { until }))
    .filter((row) => row.balance !== 0)
    .map((row) => ({
      account: row.account,
      label: ledgerAccounts[row.account]?.label ?? row.account,
      partnerId: row.partnerId,
      debit: Math.max(row.balance, 0),
      credit: Math.max(-row.balance, 0),
    }));
  return {
    rows,
    totalDebit: rows.reduce((sum, row) => sum + row.debit, 0),
    totalCredit: rows.reduce((sum, row) => sum + row.credit, 0),
  };
}
