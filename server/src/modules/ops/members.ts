import { randomBytes } from 'node:crypto';
import { opsMessages, type OpsMemberChange, type OpsNewMember } from '@servenear/shared/endpoints';
import type { OpsMemberCreatedWire, OpsMemberWire } from '@servenear/shared/endpoints';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/dbErrors';
import { HttpError } from '../../lib/httpError';
import { hashPassword } from '../../lib/passwords';
import { insertAccount, isMobileTaken } from '../accounts/repository';
import { accountMessages } from '../accounts/service';
import { revokeUserSessions } from '../sessions/repository';
import { findOpsMember, insertOpsMember, listOpsMembers, lockOpsMembers, updateOpsMember, type OpsMember } from './repository';

/** What the members' calls need: the API's context, or the CLI's on the database. */
export interface OpsMembersDeps {
  db: Database;
  clock: Clock;
  passwordHashCost: number;
}

export const memberWire = (member: OpsMember): OpsMemberWire => ({
  user_id: member.userId,
  name: member.name,
  mobile: member.mobile,
  roles: member.roles,
  disabled: member.disabledAt !== null,
  disabled_at: member.disabledAt?.toISOString() ?? null,
  created_at: member.createdAt.toISOString(),
  created_by: member.createdBy,
});

export async function opsMembersList(deps: Pick<OpsMembersDeps, 'db'>): Promise<OpsMemberWire[]> {
  return (await listOpsMembers(deps.db)).map(memberWire);
}

const mobileTaken = () => new HttpError(409, { mobile: [accountMessages.mobileTaken] }, accountMessages.mobileTaken);

/**
 * 16 random base64url characters (96 bits): far from any common password, so the password
 * rule holds without a check. Shown once; the person changes it after signing in.
 */
const temporaryPassword = () => randomBytes(12).toString('base64url');

/**
 * A new ops member: an account of role admin (its number confirmed, as ops type it in) and its
 * ops_members row, in one transaction. `createdBy` is null for the CLI on the database.
 */
export async function createOpsMember(deps: OpsMembersDeps, createdBy: number | null, input: OpsNewMember): Promise<OpsMemberCreatedWire> {
  if (await isMobileTaken(deps.db, 'admin', input.mobile)) throw mobileTaken();
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password, deps.passwordHashCost);
  try {
    const userId = await deps.db.transaction(async (tx) => {
      const account = await insertAccount(tx, { role: 'admin', name: input.name, mobile: input.mobile, passwordHash, isVerified: true });
      await insertOpsMember(tx, { userId: account.id, roles: input.roles, createdBy });
      return account.id;
    });
    const member = await findOpsMember(deps.db, userId);
    return { ...memberWire(member!), temporary_password: password };
  } catch (error) {
    // Another request took the number between the check and the insert.
    if (isUniqueViolation(error)) throw mobileTaken();
    throw error;
  }
}

const isActiveAdmin = (member: Pick<OpsMember, 'roles' | 'disabledAt'>) => member.disabledAt === null && member.roles.includes('admin');

/**
 * New roles, or disabled or enabled again. Every member's row is locked first, so two admins
 * demoting each other at once cannot leave nobody able to manage members. Refused with 409:
 * disabling yourself, leaving no active admin. Disabling ends the member's sessions.
 */
export async function changeOpsMember(deps: OpsMembersDeps, actorId: number, userId: number, change: OpsMemberChange): Promise<{ before: OpsMember; after: OpsMember }> {
  return deps.db.transaction(async (tx) => {
    const members = await lockOpsMembers(tx);
    const before = members.find((member) => member.userId === userId);
    if (!before) throw new HttpError(404, {}, opsMessages.memberNotFound);
    if (change.disabled === true && userId === actorId) throw new HttpError(409, {}, opsMessages.notYourself);
    const disabledAt = change.disabled === undefined ? before.disabledAt : change.disabled ? (before.disabledAt ?? deps.clock()) : null;
    const after: OpsMember = { ...before, roles: change.roles ?? before.roles, disabledAt };
    const othersActiveAdmins = members.filter((member) => member.userId !== userId && isActiveAdmin(member)).length;
    if (othersActiveAdmins === 0 && !isActiveAdmin(after)) throw new HttpError(409, {}, opsMessages.lastAdmin);
    await updateOpsMember(tx, userId, { roles: after.roles, disabledAt: after.disabledAt });
    // Disabled means signed out everywhere at once, not a console whose every call says 403.
    if (after.disabledAt && !before.disabledAt) await revokeUserSessions(tx, userId, after.disabledAt);
    return { before, after };
  });
}
