import { inArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { bossDatabase } from '../src/modules/jobs/bossDatabase';
import { JOBS_SCHEMA, queues } from '../src/modules/jobs/queue';
import { smsJobHandler } from '../src/modules/notifications/smsJobs';
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

/** The links' origin of a test app's texts: no PUBLIC_ORIGIN, PORT unset (config.ts' linkOrigin). */
export const TEST_LINK_ORIGIN = 'http://localhost:8080';

/**
 * Sends the SMS jobs due now, once each, as a worker with `linkOrigin` would (tests run no worker:
 * NODE_ENV=test); a failed send is handed back for a retry. How many were sent.
 */
export function sendQueuedSms(db: Database, sms: SmsProvider, linkOrigin = TEST_LINK_ORIGIN): Promise<number> {
  const send = smsJobHandler({ db, sms, linkOrigin });
  return withBoss(db, async (boss) => {
    let sent = 0;
    for (let [job] = await boss.fetch<object>('sms'); job; [job] = await boss.fetch<object>('sms')) {
      try {
        await send(job.data);
        await boss.complete('sms', job.id);
        sent += 1;
      } catch (error) {
        await boss.fail('sms', job.id, { message: String(error) });
      }
    }
    return sent;
  });
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

/** The SMS jobs in the queue by state: created, retry, active, completed, failed. */
export async function smsJobStates(db: Database): Promise<Record<string, number>> {
  const { rows } = (await db.execute(sql`SELECT state, count(*)::int AS jobs FROM ${sql.raw(JOBS_SCHEMA)}.job WHERE name = 'sms' GROUP BY state`)) as unknown as {
    rows: Array<{ state: string; jobs: number }>;
  };
  return Object.fromEntries(rows.map((row) => [row.state, row.jobs]));
}

/** Retries after `seconds`, without growing delays: a test waits for a retry in a second, not 15. */
export function retrySmsAfter(db: Database, seconds: number): Promise<void> {
  return withBoss(db, (boss) => boss.updateQueue('sms', { name: 'sms', ...queues.sms, retryDelay: seconds, retryBackoff: false }));
}
