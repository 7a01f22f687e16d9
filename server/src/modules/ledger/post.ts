import type { Database } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { LedgerAccount, LedgerTransactionKind } from './accounts';

type Writer = Pick<Database, 'insert' | 'select'>;

/** One leg: paise, a debit positive and a credit negative; `partnerId` for partner_payable only. */
export interface Posting {
  account: LedgerAccount;
  partnerId?: number;
  amount: number;
}

export interface NewLedgerTransaction {
  kind: LedgerTransactionKind;
  /** The event's own name (e.g. `capture:pay_123`): posting it again changes nothing. */
  key: string;
  at: Date;
  bookingId?: number;
  lineId?: number;
  enquiryId?: number;
  refundId?: number;
  availableAt?: Date;
  entries: readonly Posting[];
}

/** A posting the ledger refuses: a bug in the caller, never the customer's input. */
export class UnbalancedPostingError extends Error {
  override readonly name = 'UnbalancedPostingError';
}

function check(entries: readonly Posting[]): Posting[] {
  const kept = entries.filter((entry) => entry.amount !== 0);
  for (const entry of kept) {
    if (!Number.isSafeInteger(entry.amount)) throw new UnbalancedPostingError(`${entry.account}: ${entry.amount} is not a whole number of paise`);
    if ((entry.account === 'partner_payable') !== (entry.partnerId !== undefined)) throw new UnbalancedPostingError(`${entry.account}: a partner is named only on partner_payable`);
  }
  const sum = kept.reduce((total, entry) => total + entry.amount, 0);
  if (sum !== 0) throw new UnbalancedPostingError(`entries sum to ${sum} paise, not 0`);
  return kept;
}

/**
 * Records one transaction inside the caller's database transaction, so the money moves exactly
 * when the change that moves it commits. Answers false, writing nothing, when its key was posted
 * before (a repeated webhook, a retried job) or when it moves nothing (every leg 0). The
 * database checks the sum again at commit (migration 0026).
 */
export async function postLedgerTransaction(tx: Writer, transaction: NewLedgerTransaction): Promise<boolean> {
  const entries = check(transaction.entries);
  if (entries.length === 0) return false;
  const { kind, key, at, bookingId, lineId, enquiryId, refundId, availableAt } = transaction;
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ kind, key, occurredAt: at, bookingId, lineId, enquiryId, refundId, availableAt })
    .onConflictDoNothing({ target: ledgerTransactions.key })
    .returning({ id: ledgerTransactions.id });
  if (!row) return false;
  await tx.insert(ledgerEntries).values(entries.map((entry) => ({ transactionId: row.id, account: entry.account, partnerId: entry.partnerId ?? null, amount: entry.amount })));
  return true;
}
