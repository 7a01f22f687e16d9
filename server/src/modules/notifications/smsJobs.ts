import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, loadTexts } from '@servenear/shared/i18n';
import type { Database } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { sendJob, type JobQueue } from '../jobs/queue';
import type { SmsProvider } from '../../providers/sms';
import { inLanguage } from '../../plugins/language';
import { isReportAnswerSmsJob, sendReportAnswer } from '../reports/answerSms';
import { notificationLink } from './links';
import type { Writer } from './repository';
import { isTexted, smsTextOf } from './smsTexts';

/**
 * One queued text: the notification it tells of. Its words, number and link are read when it is
 * sent. (A job queued before links were whole addresses also carries its `text`: it is ignored,
 * and the text written again like any other.)
 */
export interface SmsJob {
  notificationId: number;
}

/** Queues the notification's SMS in the transaction writing it, when its kind is texted (smsTexts.ts). */
export async function queueSmsFor(tx: Writer, notification: { id: number; kind: string }): Promise<void> {
  if (!isTexted(notification.kind)) return;
  await sendJob(tx, 'sms', { notificationId: notification.id } satisfies SmsJob);
}

function isSmsJob(data: object): data is SmsJob {
  return typeof (data as Partial<SmsJob>).notificationId === 'number';
}

export interface SmsWorkerDeps {
  db: Database;
  sms: SmsProvider;
  /** Config linkOrigin (PUBLIC_ORIGIN): a text carries a whole address, made with this worker's setting. */
  linkOrigin: string;
}

/**
 * The worker's side: writes the notification's text in the recipient's language, its link on
 * this instance's origin, and sends it to the number the account has now. Nothing is sent when the notification was
 * withdrawn, its kind is no longer texted or the account has no number; a provider's failure
 * throws, and the queue retries the job later.
 */
export function smsJobHandler(deps: SmsWorkerDeps) {
  return async (data: object): Promise<void> => {
    // Issue 39: an answer to a report, texted to the number the report gave.
    if (isReportAnswerSmsJob(data)) return sendReportAnswer(deps, data);
    if (!isSmsJob(data)) throw new Error('not an SMS job');
    const [row] = await deps.db
      .select({ kind: notifications.kind, message: notifications.message, mobile: users.mobile, role: users.role, language: users.language })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.id, data.notificationId));
    if (!row?.mobile) return;
    const page = notificationLink(row.kind, row.role === 'employee' ? 'employee' : 'user');
    // Issue 41: in the language the notification was written in, the recipient's (its catalogues
    // are loaded at startup; a job taken before that is done waits for them).
    const language = row.language ?? DEFAULT_LANGUAGE;
    await loadTexts(language);
    const text = inLanguage(language, () => smsTextOf(row.kind, { message: row.message, link: new URL(page, deps.linkOrigin).href }));
    if (text === null) return;
    await deps.sms.send(row.mobile, text);
  };
}

/** The SMS worker of this instance's queue. */
export function workSms(queue: JobQueue, deps: SmsWorkerDeps): void {
  queue.work('sms', smsJobHandler(deps));
}
