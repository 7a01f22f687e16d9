import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { bossDatabase, inTransaction, type SqlRunner } from './bossDatabase';

/**
 * The durable job queue (docs/decisions/0046-pg-boss-job-queue.md): pg-boss, in its own schema of
 * the server's database, PGlite or PostgreSQL alike. A job is sent inside the transaction of the
 * change that causes it, so a rolled-back change leaves none and a committed one cannot lose it;
 * workers take each job once (FOR UPDATE SKIP LOCKED), retry a failure with growing delays,
 * and a job whose worker died (crash, restart) is taken again when its time runs out.
 */

/** pg-boss's tables live here, apart from the app's (drizzle's migrations never see them). */
export const JOBS_SCHEMA = 'jobs';

/** Every queue the server works, with how its jobs are retried. */
export const queues = {
  /** One SMS each (modules/notifications/smsJobs.ts). */
  sms: {
    /** Ten retries, the first after 15 to 30 s, each wait doubling (with jitter): 4 to 8 hours before the job is failed for good. */
    retryLimit: 10,
    retryDelay: 15,
    retryBackoff: true,
    /** A send takes at most the provider's 10 s timeout; a job active longer had a worker that died. */
    expireInSeconds: 120,
  },
  /** One upload's photos and video each (modules/media/mediaJobs.ts). */
  media: {
    /** Five retries, the first after 10 to 20 s, each wait doubling: a full disk or a restart has minutes to pass; then the media fail for good. */
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    /** Three photos at most 30 s of decoding each, and a video's headers: a job active for 10 minutes had a worker that died. */
    expireInSeconds: 600,
  },
  /** Issue 38: one refund's call to the payment provider each (modules/refunds/send.ts). */
  refunds: {
    /** Eight retries, the first after 30 to 60 s, each wait doubling: about two days before ops are told it failed. */
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    /** Two provider calls of at most 10 s each: a job active for 2 minutes had a worker that died. */
    expireInSeconds: 120,
  },
  /** The sandbox provider's refund webhooks, delivered after its delay (modules/payments/sandboxRefunds.ts). */
  'sandbox-refunds': {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 60,
  },
  /** Issue 38: one approved payout's call to the payout provider each (modules/payouts/send.ts). */
  payouts: {
    /** As refunds: eight retries from 30 s, doubling, about two days before the payout fails and ops are told. */
    retryLimit: 8,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  /** The sandbox payout provider's webhooks, delivered after its delay (modules/payouts/sandboxJobs.ts). */
  'sandbox-payouts': {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 60,
  },
  /** Issue 38: one settlement's tax invoices (modules/invoices/issue.ts). */
  invoices: {
    /** A geocoder call and one short transaction: retried from 10 s, doubling, for about 3 hours. */
    retryLimit: 10,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  /**
   * Issue 38: the week's payout batch, proposed by itself at PAYOUT_BATCH_WEEKDAY and _HOUR
   * (modules/payouts/weekly.ts); one job per ISO week (singletonKey), and the proposal itself
   * refuses a second batch, so a retry or a second instance's job proposes nothing more.
   */
  'payout-batch': {
    /** Three retries from 60 s, doubling: a database restart has minutes to pass, within the hour it was due. */
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    /** A handful of queries in one transaction: a proposal active for 2 minutes had a worker that died. */
    expireInSeconds: 120,
  },
  /** Deletes files of uploads that died halfway (modules/media/sweep.ts); sent every 15 minutes, so a failed sweep is not retried. */
  'media-sweep': {
    retryLimit: 0,
    /** Reading a few folders and one query: a sweep active for 5 minutes had a worker that died. */
    expireInSeconds: 300,
  },
} satisfies Record<string, Omit<PgBoss.Queue, 'name'>>;

export type QueueName = keyof typeof queues;

/**
 * Creates or upgrades pg-boss's schema and the queues: part of the database's migration
 * (db/client.ts), under the same lock on PostgreSQL, so a job can be sent before any worker runs.
 */
export async function migrateJobs(db: Database): Promise<void> {
  const boss = new PgBoss({ db: bossDatabase(db), schema: JOBS_SCHEMA, migrate: true, supervise: false, schedule: false });
  await boss.start();
  try {
    for (const [name, options] of Object.entries(queues)) {
      if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
      else await boss.createQueue(name, { name, ...options });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

/** Sends only, never started: a send needs no worker, only the transaction it runs in. */
const sender = new PgBoss({ db: { executeSql: () => Promise.reject(new Error('jobs are sent in a transaction')) }, schema: JOBS_SCHEMA });

/**
 * singletonKey/Seconds: at most one job of this key per period (a periodic job sent by every
 * instance runs once per period). startAfter: when the job is due, as a Date: pg-boss's SQL casts
 * its value to a timestamp in a branch that a number of seconds does not take, and PGlite's
 * planner evaluates that cast anyway ("invalid input syntax for type timestamp").
 */
type SendOptions = Pick<PgBoss.SendOptions, 'singletonKey' | 'singletonSeconds'> & { startAfter?: Date };

/** Adds a job in the caller's transaction: it exists exactly when that transaction commits. */
export async function sendJob(tx: SqlRunner, queue: QueueName, data: object, options?: SendOptions): Promise<void> {
  const id = await sender.send(queue, data, { ...options, db: inTransaction(tx) });
  // pg-boss answers null when the queue does not exist (a missing migration must not lose texts
  // quietly), and when a singleton's period already has its job (nothing lost).
  if (id === null && !options?.singletonKey) throw new Error(`job queue ${queue} does not exist (run the migrations)`);
}

/** A job's handler: `finalAttempt` when a throw would fail the job for good instead of retrying it. */
export type JobHandler = (data: object, job: { id: string; finalAttempt: boolean }) => Promise<void>;

export interface JobQueueOptions {
  db: Database;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** How often an idle worker looks for due jobs (pg-boss's least is 0.5). */
  pollingSeconds?: number;
  /** Seconds a graceful stop waits for the jobs in hand before failing them back to the queue. */
  stopTimeoutSeconds?: number;
}

export interface JobQueue {
  /** Runs `handler` for each job of `queue` once the queue is started; a throw is retried. */
  work(queue: QueueName, handler: JobHandler): void;
  start(): Promise<void>;
  /** Finishes the jobs in hand (up to the timeout), then stops taking new ones. */
  stop(): Promise<void>;
}

/** One instance's workers, with pg-boss's supervision (expiring jobs of dead workers, archiving). */
export function createJobQueue({ db, log, pollingSeconds = 1, stopTimeoutSeconds = 5 }: JobQueueOptions): JobQueue {
  const boss = new PgBoss({ db: bossDatabase(db), schema: JOBS_SCHEMA, migrate: false, supervise: true, schedule: false });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const handlers = new Map<QueueName, JobHandler>();
  let started = false;
  return {
    work(queue, handler) {
      handlers.set(queue, handler);
    },
    async start() {
      await boss.start();
      started = true;
      for (const [queue, handler] of handlers) {
        await boss.work<object>(queue, { pollingIntervalSeconds: pollingSeconds, batchSize: 1, includeMetadata: true }, async ([job]) => {
          if (!job) return;
          try {
            await handler(job.data, { id: job.id, finalAttempt: job.retryCount >= job.retryLimit });
          } catch (error) {
            log.warn({ err: error, job: { id: job.id, queue } }, 'job failed: it will be retried');
            throw error;
          }
        });
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, close: false, wait: true, timeout: stopTimeoutSeconds * 1000 });
    },
  };
}
