import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { OpsRole } from '@servenear/shared/ops-roles';
import type { Database } from '../../db/client';
import { opsMembers, opsSignInChallenges, users } from '../../db/schema';

type Executor = Pick<Database, 'select' | 'update' | 'insert'>;

/** An ops member as the guard and the members' screens read them. */
export interface OpsMember {
  userId: number;
  name: string;
  mobile: string | null;
  roles: OpsRole[];
  disabledAt: Date | null;
  createdAt: Date;
  createdBy: number | null;
}

const memberColumns = {
  userId: opsMembers.userId,
  name: users.name,
  mobile: users.mobile,
  roles: opsMembers.roles,
  disabledAt: opsMembers.disabledAt,
  createdAt: opsMembers.createdAt,
  createdBy: opsMembers.createdBy,
};

const membersQuery = (db: Executor) => db.select(memberColumns).from(opsMembers).innerJoin(users, and(eq(users.id, opsMembers.userId), isNull(users.deletedAt)));

/** The member behind an account of role admin; undefined for an account that is none (or deleted). */
export async function findOpsMember(db: Executor, userId: number): Promise<OpsMember | undefined> {
  const [row] = await membersQuery(db).where(eq(opsMembers.userId, userId));
  return row as OpsMember | undefined;
}

export async function listOpsMembers(db: Database): Promise<OpsMember[]> {
  return (await membersQuery(db).orderBy(asc(opsMembers.userId))) as OpsMember[];
}

export async function insertOpsMember(tx: Executor, member: { userId: number; roles: OpsRole[]; createdBy: number | null }): Promise<void> {
  await tx.insert(opsMembers).values(member);
}

/** Every member, their rows locked until commit: two admins changing members at once take turns. */
export async function lockOpsMembers(tx: Executor): Promise<OpsMember[]> {
  return (await membersQuery(tx).orderBy(asc(opsMembers.userId)).for('update', { of: opsMembers })) as OpsMember[];
}

export async function updateOpsMember(tx: Executor, userId: number, change: { roles?: OpsRole[]; disabledAt?: Date | null }): Promise<void> {
  await tx.update(opsMembers).set(change).where(eq(opsMembers.userId, userId));
}

/** A sign-in waiting for its code (schema.ts, opsSignInChallenges). */
export async function insertChallenge(db: Database, challenge: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(opsSignInChallenges).values(challenge);
}

/** The account of a challenge neither used nor expired at `now`. */
export async function findLiveChallenge(db: Database, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: opsSignInChallenges.userId })
    .from(opsSignInChallenges)
    .where(and(eq(opsSignInChallenges.tokenHash, tokenHash), isNull(opsSignInChallenges.usedAt), gt(opsSignInChallenges.expiresAt, now)));
  return row?.userId;
}

/** A resend: the challenge lives as long as its new code. */
export async function extendChallenge(db: Database, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(opsSignInChallenges).set({ expiresAt }).where(and(eq(opsSignInChallenges.tokenHash, tokenHash), isNull(opsSignInChallenges.usedAt)));
}

/** Marks the challenge used, only if it still was live at `now`: two requests cannot both sign in with it. */
export async function useChallenge(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(opsSignInChallenges)
    .set({ usedAt: now })
    .where(and(eq(opsSignInChallenges.tokenHash, tokenHash), isNull(opsSignInChallenges.usedAt), gt(opsSignInChallenges.expiresAt, now)))
    .returning({ userId: opsSignInChallenges.userId });
  return rows.length === 1;
}

/** Challenges nobody can use any more: kept a day for a look after a complaint, then dropped as new ones come. */
export async function dropOldChallenges(db: Database, before: Date): Promise<void> {
  await db.delete(opsSignInChallenges).where(lt(opsSignInChallenges.expiresAt, before));
}
