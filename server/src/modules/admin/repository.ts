import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employeeProfiles, idProofs, users } from '../../db/schema';

export type VerificationStatus = (typeof employeeProfiles.$inferSelect)['verificationStatus'];

export async function listPartnersByStatus(db: Database, status: VerificationStatus) {
  const partners = await db
    .select({
      id: users.id,
      name: users.name,
      mobile: users.mobile,
      email: users.email,
      registeredAt: users.createdAt,
      verificationStatus: employeeProfiles.verificationStatus,
      rejectionReason: employeeProfiles.rejectionReason,
    })
    .from(users)
    .innerJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
    .where(and(eq(employeeProfiles.verificationStatus, status), isNull(users.deletedAt)))
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
  decision: { verificationStatus: 'verified'; verifiedAt: Date } | { verificationStatus: 'rejected'; rejectionReason: string },
): Promise<boolean> {
  const rows = await tx
    .update(employeeProfiles)
    .set(decision)
    .where(and(eq(employeeProfiles.userId, userId), eq(employeeProfiles.verificationStatus, 'pending')))
    .returning({ userId: employeeProfiles.userId });
  return rows.length === 1;
}

export async function partnerStatus(db: Database, userId: number): Promise<VerificationStatus | undefined> {
  const [row] = await db
    .select({ status: employeeProfiles.verificationStatus })
    .from(employeeProfiles)
    .innerJoin(users, eq(users.id, employeeProfiles.userId))
    .where(and(eq(employeeProfiles.userId, userId), isNull(users.deletedAt)));
  return row?.status;
}
