import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partnerProfiles, idProofs, users } from '../../db/schema';

export type VerificationStatus = (typeof partnerProfiles.$inferSelect)['verificationStatus'];

export function listPartnersByStatus(db: Database, status: VerificationStatus) {
  return partnersWithProofs(db, eq(partnerProfiles.verificationStatus, status));
}

/** One partner whatever their status, with their ID proofs; undefined for no partner. */
export async function findPartnerWithProofs(db: Database, userId: number) {
  const [partner] = await partnersWithProofs(db, eq(users.id, userId));
  return partner;
}

async function partnersWithProofs(db: Database, filter: SQL) {
  const partners = await db
    .select({
      id: users.id,
      name: users.name,
      mobile: users.mobile,
      email: users.email,
      registeredAt: users.createdAt,
      verificationStatus: partnerProfiles.verificationStatus,
      rejectionReason: partnerProfiles.rejectionReason,
    })
    .from(users)
    .innerJoin(partnerProfiles, eq(partnerProfiles.userId, users.id))
    .where(and(filter, isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id));
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
