import type { TrialBalanceWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { indianMidnight } from '../../lib/clock';
import { trialBalance } from './balances';


/** GET admin/ledger/trial-balance and the CLI's ledger:trial-balance. */
export async function trialBalanceFor({ db }: { db: Database }, until: string | undefined): Promise<TrialBalanceWire> {
  // `until` counts whole Indian days.
  const before = until ? indianMidnight(until) : undefined;
  const trial = await trialBalance(db, before);
  return {
    until: before?.toISOString() ?? null,
    rows: trial.rows.map((row) => ({ account: row.account, label: row.label, partner_id: row.partnerId, debit: row.debit, credit: row.credit })),
    total_debit: trial.totalDebit,
    total_credit: trial.totalCredit,
  };
}
