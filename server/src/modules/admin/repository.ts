import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { partnerCancellations, partnerProfiles, idProofs, users } from '../../db/schema';

export type VerificationStatus = (typeof partnerProfiles.$inferSelect)['verificationStatus'];

/** A slice of a list: how many rows to skip and to take. */
export interface Slice {
  offset: number;
  limit: number;
}

/** Partners in one state, oldest first, with their ID proofs; `slice` takes one page of them (all when left out: the CLI). */
export function listPartnersByStatus(db: Database, status: VerificationStatus, slice?: Slice) {
  return partnersWithProofs(db, eq(partnerProfiles.verificationStatus, status), slice);
}

/** How many partners are in one state: the page's total. */
export async function countPartnersByStatus(db: Database, status: VerificationStatus): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .innerJoin(partnerProfiles, eq(partnerProfiles.userId, users.id))
    .where(and(eq(partnerProfiles.verificationStatus, status), isNull(users.deletedAt)));
  return row?.total ?? 0;
}

/** One partner whatever their status, with their ID proofs; undefined for no partner. */
export async function findPartnerWithProofs(db: Database, userId: number) {
  const [partner] = await partnersWithProofs(db, eq(users.id, userId));
  return partner;
}

async function partnersWithProofs(db: Database, filter: SQL, slice?: Slice) {
  const ordered = db
    .select({
      id: users.id,
      name: users.name,
      mobile: users.mobile,
      email: users.email,
      registeredAt: users.createdAt,
      verificationStatus: partnerProfiles.verificationStatus,
      rejectionReason: partnerProfiles.rejectionReason,
      /** Issue 37: the jobs the partner gave back. */
      cancellations: partnerCancellationCount(users.id),
    })
    .from(users)
    .innerJoin(partnerProfiles, eq(partnerProfiles.userId, users.id))
    .where(and(filter, isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id));
  const partners = slice ? await ordered.offset(slice.offset).limit(slice.limit) : await ordered;
  const proofs = partners.length
    ? await db
        .select({ id: idProofs.id, userId: idProofs.userId, mime: idProofs.mime, size: idProofs.size })
        .from(idProofs)
        .where(inArray(idProofs.userId, partners.map((partner) => partner.id)))
        .orderBy(asc(idProofs.id))
    : [];
  return partners.map((partner) => ({ ...partner, proofs: proofs.filter((proof) => proof.userId === partner.id) }));
}

type Executor = Pick<Database, 'update'>;

/** Only a pending partner changes state: a second verify or a verify after a reject does nothing. */
export async function decidePending(
  tx: Executor,
  userId: number,
  decision: { verificationStatus: 'verified'; verifiedAt: Date; payoutHold: false } | { verificationStatus: 'rejected'; rejectionReason: string },
): Promise<boolean> {
  const rows = await tx
    .update(partnerProfiles)
    .set(decision)
    .where(and(eq(partnerProfiles.userId, userId), eq(partnerProfiles.verificationStatus, 'pending')))
    .returning({ userId: partnerProfiles.userId });
  return rows.length === 1;
}

export async function partnerStatus(db: Pick<Database, 'select'>, userId: number): Promise<VerificationStatus | undefined> {
  const [row] = await db
    .select({ status: partnerProfiles.verificationStatus })
    .from(partnerProfiles)
    .innerJoin(users, eq(users.id, partnerProfiles.userId))
    .where(and(eq(partnerProfiles.userId, userId), isNull(users.deletedAt)));
  return row?.status;
}

/** Issue 37: how many jobs a partner gave back (each with a reason), as ops see it on his record. */
export const partnerCancellationCount = (partnerId: SQL | AnyPgColumn) =>
  sql<number>`(SELECT count(*)::int FROM ${partnerCancellations} WHERE ${partnerCancellations.partnerId} = ${partnerId})`.mapWith(Number);
