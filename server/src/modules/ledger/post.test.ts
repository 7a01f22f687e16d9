import { eq } from 'drizzle-orm';
import { ledgerEntries, ledgerTransactions } from '../../db/schema';
import { createTestDatabase } from '../../../test/testDb';
import type { Database } from '../../db/client';
import { accountBalances, trialBalance } from './balances';
import { postLedgerTransaction, UnbalancedPostingError } from './post';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
});
afterAll(() => close());

const at = new Date('2026-11-30T04:00:00Z');
const capture = (key: string, paise: number) =>
  postLedgerTransaction(db, {
    kind: 'capture',
    key,
    at,
    entries: [
      { account: 'gateway', amount: paise },
      { account: 'customer_funds', amount: -paise },
    ],
  });

/** The database's own words when it refuses a statement (drizzle wraps them as the cause). */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return `${(error as Error).message} ${((error as Error).cause as Error | undefined)?.message ?? ''}`;
  }
  return 'accepted';
}

describe('postLedgerTransaction (issue 38)', () => {
  it('records a balanced transaction once per key, and the balances are the sums of its entries', async () => {
    expect(await capture('capture:pay_A', 120_000)).toBe(true);
    expect(await capture('capture:pay_A', 120_000)).toBe(false);
    expect(await capture('capture:pay_B', 30_000)).toBe(true);
    const balances = await accountBalances(db, { where: eq(ledgerTransactions.kind, 'capture') });
    expect(balances).toEqual([
      { account: 'customer_funds', partnerId: null, balance: -150_000 },
      { account: 'gateway', partnerId: null, balance: 150_000 },
    ]);
    const trial = await trialBalance(db);
    expect(trial.totalDebit).toBe(trial.totalCredit);
    expect(trial.rows.find((row) => row.account === 'gateway')).toMatchObject({ label: 'Held at the payment provider', debit: 150_000, credit: 0 });
  });

  it('refuses entries that do not sum to zero, fractions of a paisa, and a partner account without its partner', async () => {
    const post = (entries: Parameters<typeof postLedgerTransaction>[1]['entries']) => postLedgerTransaction(db, { kind: 'capture', key: `bad:${Math.random()}`, at, entries });
    await expect(post([{ account: 'gateway', amount: 100 }, { account: 'customer_funds', amount: -99 }])).rejects.toThrow(UnbalancedPostingError);
    await expect(post([{ account: 'gateway', amount: 0.5 }, { account: 'customer_funds', amount: -0.5 }])).rejects.toThrow(/whole number of paise/);
    await expect(post([{ account: 'partner_payable', amount: -100 }, { account: 'customer_funds', amount: 100 }])).rejects.toThrow(/partner/);
    // Nothing to move is no transaction.
    expect(await post([{ account: 'gateway', amount: 0 }])).toBe(false);
  });

  it('cannot be got round in SQL: an unbalanced transaction does not commit, and entries are never changed or deleted', async () => {
    const unbalanced = db.transaction(async (tx) => {
      const [row] = await tx.insert(ledgerTransactions).values({ kind: 'capture', key: 'sql:unbalanced', occurredAt: at }).returning({ id: ledgerTransactions.id });
      await tx.insert(ledgerEntries).values({ transactionId: row!.id, account: 'gateway', amount: 500 });
    });
    expect(await refusal(unbalanced)).toMatch(/ledger transaction \d+ does not balance/);
    expect(await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, 'sql:unbalanced'))).toEqual([]);
    expect(await refusal(db.update(ledgerEntries).set({ amount: 1 }))).toMatch(/the ledger is append-only: UPDATE on ledger_entries refused/);
    expect(await refusal(db.delete(ledgerEntries))).toMatch(/DELETE on ledger_entries refused/);
    expect(await refusal(db.delete(ledgerTransactions))).toMatch(/DELETE on ledger_transactions refused/);
  });
});
