import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { bossDatabase } from '../src/modules/jobs/bossDatabase';
import { JOBS_SCHEMA, queues, type JobHandler, type QueueName } from '../src/modules/jobs/queue';
import { mediaJobHandler } from '../src/modules/media/mediaJobs';
import { MediaStore, PD_MEDIA } from '../src/modules/media/store';
import { smsJobHandler } from '../src/modules/notifications/smsJobs';
import { paymentDeps } from '../src/modules/payments/plugin';
import type { PaymentProvider } from '../src/modules/payments/provider';
import { sandboxRefundJobHandler } from '../src/modules/payments/sandboxRefunds';
import { refundJobHandler } from '../src/modules/refunds/jobs';
import { payoutJobHandler } from '../src/modules/payouts/jobs';
import { payoutBatchJobHandler } from '../src/modules/payouts/weekly';
import type { PayoutProvider } from '../src/modules/payouts/provider';
import { invoiceJobHandler } from '../src/modules/invoices/jobs';
import { smallGeocoder } from './geo/smallGeocoder';
import { sandboxPayoutJobHandler } from '../src/modules/payouts/sandboxJobs';
import { sandboxWebhookSecret } from '../src/modules/payments/sandbox';
import type { Config } from '../src/config';
import { systemClock, type Clock } from '../src/lib/clock';
import { createMetrics } from '../src/plugins/metrics';
import type { SmsProvider } from '../src/providers/sms';

/** A pg-boss of the test's own on `db`, to look at and drive the queue without a worker's timers. */
async function withBoss<T>(db: Database, use: (boss: PgBoss) => Promise<T>): Promise<T> {
  const boss = new PgBoss({ db: bossDatabase(db), schema: JOBS_SCHEMA, migrate: false, supervise: false, schedule: false });
  await boss.start();
  try {
    return await use(boss);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

/**
 * Works the queue's jobs due now, once each, as a worker would (tests run no worker:
 * NODE_ENV=test); a failed job is handed back for a retry. How many were done.
 */
function workQueue(db: Database, queue: QueueName, handler: JobHandler): Promise<number> {
  return withBoss(db, async (boss) => {
    let done = 0;
    for (let [job] = await boss.fetch<object>(queue, { includeMetadata: true }); job; [job] = await boss.fetch<object>(queue, { includeMetadata: true })) {
      try {
        await handler(job.data, { id: job.id, finalAttempt: job.retryCount >= job.retryLimit });
        await boss.complete(queue, job.id);
        done += 1;
      } catch (error) {
        await boss.fail(queue, job.id, { message: String(error) });
      }
    }
    return done;
  });
}

/** The links' origin of a test app's texts: no PUBLIC_ORIGIN, PORT unset (config.ts' linkOrigin). */
export const TEST_LINK_ORIGIN = 'http://localhost:8080';

/** Sends the SMS jobs due now (workQueue), as a worker with `linkOrigin` would. How many were sent. */
export function sendQueuedSms(db: Database, sms: SmsProvider, linkOrigin = TEST_LINK_ORIGIN): Promise<number> {
  return workQueue(db, 'sms', smsJobHandler({ db, sms, linkOrigin }));
}

/** Processes the media jobs due now (workQueue) into the app's uploads folder. How many were done. */
export function workMediaJobs(testApp: { db: Database; dataDir: string }): Promise<number> {
  const uploads = path.join(testApp.dataDir, 'uploads');
  return workQueue(testApp.db, 'media', mediaJobHandler({ db: testApp.db, media: new MediaStore(uploads), pdMedia: new MediaStore(uploads, PD_MEDIA) }));
}

/** What the payment jobs of a test app need (test/testApp.ts gives all of it). */
interface PaymentTestApp {
  db: Database;
  payments: PaymentProvider;
  config: Config;
}

const quietLog = { warn: () => undefined, error: () => undefined };

/** Asks the provider for each refund due now (workQueue), as the 'refunds' worker would. How many jobs were done. */
export function workRefundJobs(testApp: PaymentTestApp, clock: Clock = systemClock): Promise<number> {
  return workQueue(testApp.db, 'refunds', refundJobHandler({ db: testApp.db, clock, provider: testApp.payments, log: quietLog }));
}

/**
 * Delivers the sandbox's refund webhooks due now, whatever their delay (the sandbox sends them
 * SANDBOX_REFUND_SECONDS later), as the 'sandbox-refunds' worker would. How many were delivered.
 */
export async function deliverSandboxRefunds(testApp: PaymentTestApp, clock: Clock = systemClock): Promise<number> {
  await testApp.db.execute(sql`UPDATE ${sql.raw(JOBS_SCHEMA)}.job SET start_after = now() WHERE name = 'sandbox-refunds' AND state = 'created'`);
  const deps = paymentDeps({ db: testApp.db, clock, payments: testApp.payments, config: testApp.config, metrics: createMetrics() });
  return workQueue(testApp.db, 'sandbox-refunds', sandboxRefundJobHandler(deps, quietLog as never));
}

/** Asks the payout provider for each approved payout due now, as the 'payouts' worker would. How many jobs were done. */
export function workPayoutJobs(testApp: PaymentTestApp & { payouts: PayoutProvider }, clock: Clock = systemClock): Promise<number> {
  return workQueue(testApp.db, 'payouts', payoutJobHandler({ db: testApp.db, clock, provider: testApp.payouts, log: quietLog }));
}

/** Delivers the sandbox's payout webhooks due now, whatever their delay, as the 'sandbox-payouts' worker would. */
export async function deliverSandboxPayouts(testApp: PaymentTestApp, clock: Clock = systemClock): Promise<number> {
  await testApp.db.execute(sql`UPDATE ${sql.raw(JOBS_SCHEMA)}.job SET start_after = now() WHERE name = 'sandbox-payouts' AND state = 'created'`);
  const deps = paymentDeps({ db: testApp.db, clock, payments: testApp.payments, config: testApp.config, metrics: createMetrics() });
  const secret = sandboxWebhookSecret(testApp.payments, testApp.config.payments.razorpay?.webhookSecret)!;
  return workQueue(testApp.db, 'sandbox-payouts', sandboxPayoutJobHandler(deps, secret, quietLog as never));
}

/** A provider that keeps what it sent (capturingSms in modules/partner/bookings/testBookings.ts). */
interface CapturedSms {
  provider: SmsProvider;
  sent: ReadonlyArray<{ to: string; text: string }>;
}

/** Works the queue as a worker would, and answers the texts this sent to each of the accounts' numbers. */
export async function queuedTextsToEach(db: Database, sms: CapturedSms, userIds: number[]): Promise<string[][]> {
  const before = sms.sent.length;
  await sendQueuedSms(db, sms.provider);
  const sent = sms.sent.slice(before);
  const accounts = await db.select({ id: users.id, mobile: users.mobile }).from(users).where(inArray(users.id, userIds));
  return userIds.map((userId) => {
    const mobile = accounts.find((account) => account.id === userId)?.mobile;
    return sent.filter((message) => message.to === mobile).map((message) => message.text);
  });
}

/** Works the queue as a worker would, and answers the texts this sent to the account's number. */
export async function queuedTextsTo(db: Database, sms: CapturedSms, userId: number): Promise<string[]> {
  const [texts] = await queuedTextsToEach(db, sms, [userId]);
  return texts!;
}

/** The queue's jobs by state: created, retry, active, completed, failed. */
export async function jobStates(db: Database, queue: QueueName): Promise<Record<string, number>> {
  const { rows } = (await db.execute(sql`SELECT state, count(*)::int AS jobs FROM ${sql.raw(JOBS_SCHEMA)}.job WHERE name = ${queue} GROUP BY state`)) as unknown as {
    rows: Array<{ state: string; jobs: number }>;
  };
  return Object.fromEntries(rows.map((row) => [row.state, row.jobs]));
}

/** The SMS jobs by state (jobStates). */
export const smsJobStates = (db: Database) => jobStates(db, 'sms');

/** Retries the queue's jobs after `seconds`, without growing delays: a test waits for a retry in a second, not 15. */
export function retryAfter(db: Database, queue: QueueName, seconds: number): Promise<void> {
  return withBoss(db, (boss) => boss.updateQueue(queue, { name: queue, ...queues[queue], retryDelay: seconds, retryBackoff: false }));
}

/** SMS retries after `seconds` (retryAfter). */
export const retrySmsAfter = (db: Database, seconds: number) => retryAfter(db, 'sms', seconds);

/** Issues the tax invoices of the settlements due now (workQueue), as the 'invoices' worker would, with the test geocoder. How many jobs were done. */
export function workInvoiceJobs(testApp: { db: Database; config: Config }, clock: Clock = systemClock): Promise<number> {
  return workQueue(testApp.db, 'invoices', invoiceJobHandler({ db: testApp.db, clock, geocoder: smallGeocoder(), money: testApp.config.money }));
}

/** Proposes the weekly payout batches whose jobs are due now (workQueue), as the 'payout-batch' worker would. How many jobs were done. */
export function workPayoutBatchJobs(testApp: { db: Database }, clock: Clock = systemClock): Promise<number> {
  return workQueue(testApp.db, 'payout-batch', payoutBatchJobHandler({ db: testApp.db, clock }, { ...quietLog, info: () => undefined }));
}
