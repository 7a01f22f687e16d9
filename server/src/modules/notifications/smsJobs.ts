import { eq } from 'drizzle-orm';
import type { NotificationKind } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { sendJob, type JobQueue } from '../jobs/queue';
import type { SmsProvider } from '../../providers/sms';
import { notificationLink } from './links';
import type { OpsNotificationKind, Writer } from './repository';
import { smsRules } from './smsTexts';

/** One queued text: about this notification, to its person's number as it is when sent. */
export interface SmsJob {
  notificationId: number;
  text: string;
}

/** Queues the notification's SMS in the transaction writing it, when its kind is texted (smsTexts.ts). */
export async function queueSmsFor(tx: Writer, notification: { id: number; userId: number; kind: NotificationKind | OpsNotificationKind; message: string }): Promise<void> {
  // Ops' own kinds are not texted: they follow moves in the console, not on their phones.
  const rule = isOpsKind(notification.kind) ? false : smsRules[notification.kind];
  if (!rule) return;
  const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, notification.userId));
  const link = notificationLink(notification.kind, account?.role === 'employee' ? 'employee' : 'user');
  await sendJob(tx, 'sms', { notificationId: notification.id, text: rule({ message: notification.message, link }) } satisfies SmsJob);
}

const isOpsKind = (kind: string): kind is OpsNotificationKind => kind.startsWith('ops_');

function isSmsJob(data: object): data is SmsJob {
  const job = data as Partial<SmsJob>;
  return typeof job.notificationId === 'number' && typeof job.text === 'string';
}

/**
 * The worker's side: sends the text to the number the account has now. Nothing is sent when the
 * notification was withdrawn or the account has no number; a provider's failure throws, and the
 * queue retries the job later.
 */
export function smsJobHandler(deps: { db: Database; sms: SmsProvider }) {
  return async (data: object): Promise<void> => {
    if (!isSmsJob(data)) throw new Error('not an SMS job');
    const [recipient] = await deps.db
      .select({ mobile: users.mobile })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.id, data.notificationId));
    if (!recipient?.mobile) return;
    await deps.sms.send(recipient.mobile, data.text);
  };
}

/** The SMS worker of this instance's queue. */
export function workSms(queue: JobQueue, deps: { db: Database; sms: SmsProvider }): void {
  queue.work('sms', smsJobHandler(deps));
}
