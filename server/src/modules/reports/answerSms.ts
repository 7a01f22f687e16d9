import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, fill, loadTexts } from '@servenear/shared/i18n';
import type { Database } from '../../db/client';
import { reports, services, users } from '../../db/schema';
import type { SmsProvider } from '../../providers/sms';
import { inLanguage } from '../../plugins/language';
import { sendJob } from '../jobs/queue';
import type { Writer } from '../notifications/repository';
import { reportTexts } from './messages';

/**
 * Issue 39: an answer to a report is texted to the mobile the report gave (a visitor has no
 * account; a signed-in reporter may have typed another number). It rides the notifications' SMS
 * queue, queued in the answer's transaction; the job names the report and the answer's moment,
 * and the worker reads the text when it sends it, so no answer waits in the jobs table and an
 * answer replaced before it went out is not sent (the newer one is).
 */
export interface ReportAnswerSmsJob {
  reportId: number;
  /** ISO date-time of the answer this job texts. */
  answeredAt: string;
}

export const isReportAnswerSmsJob = (data: object): data is ReportAnswerSmsJob =>
  typeof (data as Partial<ReportAnswerSmsJob>).reportId === 'number' && typeof (data as Partial<ReportAnswerSmsJob>).answeredAt === 'string';

export function queueReportAnswerSms(tx: Writer, job: ReportAnswerSmsJob): Promise<void> {
  return sendJob(tx, 'sms', job);
}

/** The text, in the language texts are read in: plain, 'ServeNear:' first as the other texts, the service named so the reporter knows which report. */
export const reportAnswerText = (service: string, answer: string) => fill(reportTexts.answerSms, { service, answer });

/** The report form takes 10 to 12 digits with an optional plus (+91…): the provider takes the 10-digit number. */
export const indianNumberOf = (mobile: string) => mobile.replace(/\D/g, '').slice(-10);

/** The worker's side; nothing is sent when the report was answered again since (that job sends the newer answer). */
export async function sendReportAnswer(deps: { db: Database; sms: SmsProvider }, job: ReportAnswerSmsJob): Promise<void> {
  const [row] = await deps.db
    .select({ mobile: reports.mobile, answer: reports.answer, answeredAt: reports.answeredAt, service: services.name, language: users.language })
    .from(reports)
    .innerJoin(services, eq(services.id, reports.serviceId))
    .leftJoin(users, eq(users.id, reports.userId))
    .where(eq(reports.id, job.reportId));
  if (!row?.answer || row.answeredAt?.toISOString() !== job.answeredAt) return;
  // Issue 41: in the reporter's language when they were signed in; a visitor's is not known: English.
  const language = row.language ?? DEFAULT_LANGUAGE;
  await loadTexts(language);
  const { answer, service } = row;
  await deps.sms.send(indianNumberOf(row.mobile), inLanguage(language, () => reportAnswerText(service, answer)));
}
