import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingLines, enquiries, idProofs, partnerProfiles, users } from '../../db/schema';

/** Issue 36: the rows behind suspension, reinstatement, bank re-checks and the KYC view. */
type Executor = Pick<Database, 'select' | 'update'>;

export async function idProofCount(db: Pick<Database, 'select'>, userId: number): Promise<number> {
  const [row] = await db.select({ proofs: count() }).from(idProofs).where(eq(idProofs.userId, userId));
  return row?.proofs ?? 0;
}

/** verified → suspended, only from verified: of two ops acting at once exactly one changes it. */
export async function markSuspended(tx: Executor, userId: number, reason: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(partnerProfiles)
    .set({ verificationStatus: 'suspended', suspensionReason: reason, suspendedAt: at })
    .where(and(eq(partnerProfiles.userId, userId), eq(partnerProfiles.verificationStatus, 'verified')))
    .returning({ userId: partnerProfiles.userId });
  if (rows.length === 1) await tx.update(users).set({ isVerified: false }).where(eq(users.id, userId));
  return rows.length === 1;
}

/** suspended → verified; the suspension's reason goes (the notifications keep the story). */
export async function markReinstated(tx: Executor, userId: number): Promise<boolean> {
  const rows = await tx
    .update(partnerProfiles)
    .set({ verificationStatus: 'verified', suspensionReason: null, suspendedAt: null })
    .where(and(eq(partnerProfiles.userId, userId), eq(partnerProfiles.verificationStatus, 'suspended')))
    .returning({ userId: partnerProfiles.userId });
  if (rows.length === 1) await tx.update(users).set({ isVerified: true }).where(eq(users.id, userId));
  return rows.length === 1;
}

/** Clears a payout hold; false when there was none. */
export async function clearPayoutHold(tx: Executor, userId: number): Promise<boolean> {
  const rows = await tx
    .update(partnerProfiles)
    .set({ payoutHold: false })
    .where(and(eq(partnerProfiles.userId, userId), eq(partnerProfiles.payoutHold, true)))
    .returning({ userId: partnerProfiles.userId });
  return rows.length === 1;
}

/**
 * The partner's Pass Fast Express moves from `today` on go back to ops (no partner); past ones
 * stay his, as the record of who did them.
 */
export async function releasePartnerMoves(tx: Executor, partnerId: number, today: string) {
  return tx
    .update(enquiries)
    .set({ partnerId: null, allocatedAt: null })
    .where(and(eq(enquiries.kind, 'pd'), eq(enquiries.partnerId, partnerId), gte(enquiries.moveDate, today)))
    .returning({ id: enquiries.id });
}

/** The partner's started jobs (confirmed): left with him, for ops to settle (see suspendPartner). */
export async function startedLinesOf(db: Pick<Database, 'select'>, partnerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookingLines.id })
    .from(bookingLines)
    .where(and(eq(bookingLines.partnerId, partnerId), inArray(bookingLines.status, ['confirmed'])))
    .orderBy(asc(bookingLines.id));
  return rows.map((row) => row.id);
}

/** Everything ops check before verifying: identity, address, bank details and the ID proofs. */
export async function findPartnerKyc(db: Pick<Database, 'select'>, userId: number) {
  const [partner] = await db
    .select({
      id: users.id,
      name: users.name,
      mobile: users.mobile,
      email: users.email,
      address: users.address,
      deletedAt: users.deletedAt,
      profile: partnerProfiles,
    })
    .from(users)
    .innerJoin(partnerProfiles, eq(partnerProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!partner || partner.deletedAt) return undefined;
  const proofs = await db
    .select({ id: idProofs.id, mime: idProofs.mime, size: idProofs.size, uploadedAt: idProofs.createdAt })
    .from(idProofs)
    .where(eq(idProofs.userId, userId))
    .orderBy(asc(idProofs.id));
  return { ...partner, proofs };
}

/** Partners whose changed bank details wait for ops, oldest change first. */
export function partnersOnPayoutHold(db: Pick<Database, 'select'>) {
  return db
    .select({ id: users.id })
    .from(partnerProfiles)
    .innerJoin(users, eq(users.id, partnerProfiles.userId))
    .where(eq(partnerProfiles.payoutHold, true))
    .orderBy(asc(partnerProfiles.bankChangedAt), asc(users.id));
}
