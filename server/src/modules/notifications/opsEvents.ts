import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import { insertNotification, type OpsNotificationKind, type Writer } from './repository';

/** Tells ops, in the caller's transaction: one notification for every live admin account. */
export async function tellOps(tx: Writer, kind: OpsNotificationKind, message: string, at: Date): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
  for (const admin of admins) await insertNotification(tx, { userId: admin.id, kind, bookingId: null, lineId: null, message, at });
}
