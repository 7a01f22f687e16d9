import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { bookingReference } from '@servenear/shared/domain';
import type { Database } from '../../db/client';
import { bookingLines, ledgerEntries, ledgerTransactions, payouts, services } from '../../db/schema';
import { fill } from '@servenear/shared/i18n';
import { settlementLegs, type SettlementLegs } from '../ledger/settlementLegs';
import { statementTexts } from './documentTexts';

/**
 * A partner's account with the platform, read from the ledger's `partner_payable` (issue 38):
 * what he was owed at a moment, and every movement since: a settled job raises it, a payout sent
 * lowers it, a payout that failed or was reversed raises it again. Paise; positive is owed to him.
 */
type Reader = Pick<Database, 'select'>;


export interface AccountMovement {
  at: Date;
  kind: string;
  /** What a person reads, in the request's language: "Electrician · SN-000042", "Payout to bank account ····1234". */
  description: string;
  /** Paise: + owed to the partner more, − less. */
  change: number;
  /** A settled job's split (its settlement's entries). */
  settlement: SettlementLegs | null;
  /** A payout's bank reference (UTR), once the bank gave one. */
  bankReference: string | null;
}

const partnerAccount = (partnerId: number) => and(eq(ledgerEntries.account, 'partner_payable'), eq(ledgerEntries.partnerId, partnerId));

/** What the platform owed the partner just before `at`. */
export async function owedBefore(db: Reader, partnerId: number, at: Date): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(partnerAccount(partnerId), lt(ledgerTransactions.occurredAt, at)));
  return 0 - Number(row?.balance ?? 0);
}

const payoutIdOf = (key: string) => Number(key.slice(key.indexOf(':') + 1));

/** Every movement of the partner's account in [from, to), oldest first. */
export async function movementsIn(db: Reader, partnerId: number, from: Date, to: Date): Promise<AccountMovement[]> {
  const rows = await db
    .select({
      transactionId: ledgerTransactions.id,
      at: ledgerTransactions.occurredAt,
      kind: ledgerTransactions.kind,
      key: ledgerTransactions.key,
      bookingId: ledgerTransactions.bookingId,
      enquiryId: ledgerTransactions.enquiryId,
      service: services.name,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(bookingLines, eq(bookingLines.id, ledgerTransactions.lineId))
    .leftJoin(services, eq(services.id, bookingLines.serviceId))
    .where(and(partnerAccount(partnerId), gte(ledgerTransactions.occurredAt, from), lt(ledgerTransactions.occurredAt, to)))
    .orderBy(ledgerTransactions.occurredAt, ledgerTransactions.id);
  const settlementIds = rows.filter((row) => row.kind === 'settlement').map((row) => row.transactionId);
  const legs = settlementIds.length === 0 ? [] : await db.select({ transactionId: ledgerEntries.transactionId, account: ledgerEntries.account, amount: ledgerEntries.amount }).from(ledgerEntries).where(inArray(ledgerEntries.transactionId, settlementIds));
  const payoutIds = rows.filter((row) => row.kind.startsWith('payout_')).map((row) => payoutIdOf(row.key));
  const payoutRows = payoutIds.length === 0 ? [] : await db.select({ id: payouts.id, accountNumber: payouts.accountNumber, utr: payouts.utr }).from(payouts).where(inArray(payouts.id, payoutIds));
  const payoutOf = new Map(payoutRows.map((payout) => [payout.id, payout]));

  return rows.map((row) => {
    const change = -row.amount;
    if (row.kind === 'settlement') {
      const work = row.service ?? (row.enquiryId !== null ? statementTexts.statement.move : statementTexts.statement.job);
      return {
        at: row.at,
        kind: row.kind,
        description: row.bookingId === null ? work : `${work} · ${bookingReference(row.bookingId)}`,
        change,
        settlement: settlementLegs(legs.filter((leg) => leg.transactionId === row.transactionId)),
        bankReference: null,
      };
    }
    const payout = payoutOf.get(payoutIdOf(row.key));
    const account = payout?.accountNumber ? ` ····${payout.accountNumber.slice(-4)}` : '';
    const texts = statementTexts.statement;
    const what: Record<string, string> = { payout_sent: texts.payoutSent, payout_failed: texts.payoutFailed, payout_reversed: texts.payoutReversed };
    return { at: row.at, kind: row.kind, description: what[row.kind] ? fill(what[row.kind]!, { account }) : row.kind, change, settlement: null, bankReference: row.kind === 'payout_sent' ? (payout?.utr ?? null) : null };
  });
}
