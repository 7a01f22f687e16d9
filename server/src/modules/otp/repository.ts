import { and, count, desc, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpCodes, users } from '../../db/schema';

export type OtpPurpose = 'verify' | 'reset' | 'change' | 'sign-in';
type Executor = Pick<Database, 'select' | 'update' | 'insert'>;

export interface NewOtpCode {
  userId: number;
  purpose: OtpPurpose;
  codeHash: string;
  sentTo: string;
  requestedIp: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Holds the account's row until commit, so two simultaneous sends cannot both pass the cool-down. */
export async function lockAccount(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** When the last code was sent; with `openOnly`, the last one neither used nor replaced. */
export async function lastSentAt(tx: Executor, userId: number, purpose: OtpPurpose, openOnly = false): Promise<Date | undefined> {
  const conditions = [eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose)];
  if (openOnly) conditions.push(isNull(otpCodes.consumedAt), isNull(otpCodes.cancelledAt));
  const [row] = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(...conditions))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Ops' sign-in codes are counted apart from the hourly caps (service.ts, purposeRules). */
const capped = ne(otpCodes.purpose, 'sign-in');

/** When the codes sent to this number within the window were sent, newest first. */
export async function sendTimesTo(tx: Executor, mobile: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.sentTo, mobile), gte(otpCodes.createdAt, since), capped))
    .orderBy(desc(otpCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

export async function countRequestedFrom(tx: Executor, ip: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.requestedIp, ip), gte(otpCodes.createdAt, since), capped));
  return row?.n ?? 0;
}

/** A new code replaces the old ones: they stop working at once. */
export async function cancelOpenCodes(tx: Executor, userId: number, purpose: OtpPurpose, now: Date): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ cancelledAt: now })
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt), isNull(otpCodes.cancelledAt)));
}

export async function insertCode(tx: Executor, code: NewOtpCode): Promise<number> {
  const [row] = await tx.insert(otpCodes).values(code).returning({ id: otpCodes.id });
  if (!row) throw new Error('insert into otp_codes returned no row');
  return row.id;
}

export async function cancelCode(db: Database, id: number, now: Date): Promise<void> {
  await db.update(otpCodes).set({ cancelledAt: now }).where(and(eq(otpCodes.id, id), isNull(otpCodes.cancelledAt)));
}

export async function findOpenCode(db: Database, userId: number, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt), isNull(otpCodes.cancelledAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

const usable = (id: number, maxAttempts: number) =>
  and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), isNull(otpCodes.cancelledAt), lt(otpCodes.attempts, maxAttempts));

/** Counts a wrong try; false when the code was no longer usable (used, replaced or out of tries). */
export async function recordWrongAttempt(db: Database, id: number, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(usable(id, maxAttempts))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Marks the code used, only if it still is usable at `now`: two requests cannot both use it. */
export async function consumeCode(db: Database, id: number, now: Date, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(usable(id, maxAttempts), gt(otpCodes.expiresAt, now)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
