import { and, eq, isNull } from 'drizzle-orm';
import { opsMay, type OpsPermission, type OpsRole } from '@servenear/shared/ops-roles';
import { opsMembers, users } from '../../db/schema';
import { insertNotification, type OpsNotificationKind, type Writer } from './repository';

/** Who must hear of each event: the people whose roles let them act on it (decision 0059). */
const permissionFor: Record<OpsNotificationKind, OpsPermission> = {
  ops_pd_accepted: 'enquiries.decide',
  ops_pd_paid: 'enquiries.decide',
  ops_pd_picked_up: 'enquiries.decide',
  ops_pd_delivered: 'enquiries.decide',
  ops_refund_failed: 'refunds.manage',
  ops_payout_failed: 'payouts.manage',
  ops_payout_batch_proposed: 'payouts.manage',
};

/**
 * Tells ops, in the caller's transaction: one notification for every active ops member whose
 * roles cover the event (a failed payout goes to finance and admins, not to support), none to a
 * disabled member or a deleted account.
 */
export async function tellOps(tx: Writer, kind: OpsNotificationKind, message: string, at: Date): Promise<void> {
  const members = await tx
    .select({ id: users.id, roles: opsMembers.roles })
    .from(opsMembers)
    .innerJoin(users, eq(users.id, opsMembers.userId))
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), isNull(opsMembers.disabledAt)));
  for (const member of members) {
    // The table's CHECK holds roles to the role names.
    if (!opsMay(member.roles as OpsRole[], permissionFor[kind])) continue;
    // Ops read English (the ops console stays English, issue 41): the sentence is stored as given.
    await insertNotification(tx, { userId: member.id, kind, bookingId: null, lineId: null, message, at });
  }
}
