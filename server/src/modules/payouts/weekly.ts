import type { PayoutBatchSchedule } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sendJob, type JobHandler, type JobQueue } from '../jobs/queue';
import { recordPayoutBatchProposed } from '../notifications/payoutEvents';
import { proposeBatchIn, type Proposal } from './batches';

/**
 * Issue 38: the week's payout batch, proposed by itself (ops used to run payouts:propose). Each
 * worker instance reads the app's clock every few minutes; in the hour of the week it is due
 * (PAYOUT_BATCH_WEEKDAY, PAYOUT_BATCH_HOUR, India time) it sends the week's job, which pg-boss
 * keeps to one per ISO week. The job proposes the batch and tells ops in one transaction, unless
 * a batch was already proposed since it was due or an earlier one still waits for approval: the
 * database decides (proposeBatchIn), so a retry or a second instance's job makes no second batch.
 * The batch is only proposed: approving it stays ops' act.
 */

/** India is UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** Twelve looks within the hour it is due: a restart or a busy instance still sends it in time. */
const CHECK_EVERY_SECONDS = 5 * 60;

/**
 * pg-boss's singleton period: its longest (its archive interval, 12 hours), from UTC midnight or
 * noon. The hour it is due lies within one such period unless it holds 05:30 or 17:30 in India;
 * then a second job may come, and the proposal finds the first one's batch. The ISO week in the
 * key keeps two weeks apart.
 */
const SINGLETON_SECONDS = 12 * 3600;

export interface DueBatch {
  /** The ISO week in India, e.g. '2026-W48'. */
  week: string;
  /** The instant it became due: the configured hour of the configured day, India time. */
  dueAt: Date;
}

/** ISO 8601's week of a day (read from its UTC fields): weeks start on Monday; week 1 holds the year's first Thursday. */
function isoWeek(day: Date): string {
  const weekday = day.getUTCDay() || 7;
  const thursday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 4 - weekday));
  const week = Math.ceil(((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** This week's batch when `now` falls in its hour, India time; otherwise null. */
export function batchDueAt(schedule: PayoutBatchSchedule, now: Date): DueBatch | null {
  // Shifted so that its UTC fields read India's wall clock.
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  if ((india.getUTCDay() || 7) !== schedule.weekday || india.getUTCHours() !== schedule.hour) return null;
  const dueAt = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), schedule.hour) - INDIA_OFFSET_MS);
  return { week: isoWeek(india), dueAt };
}

type Deps = { db: Database; clock: Clock };

/** Sends the week's job when it is due now (one per ISO week, whoever sends it). Whether it was due. */
export async function sendWeeklyBatchIfDue(deps: Deps, schedule: PayoutBatchSchedule): Promise<boolean> {
  const due = batchDueAt(schedule, deps.clock());
  if (!due) return false;
  await sendJob(deps.db, 'payout-batch', { week: due.week, dueAt: due.dueAt.toISOString() }, { singletonKey: `payout-batch:${due.week}`, singletonSeconds: SINGLETON_SECONDS });
  return true;
}

/** The job's work: the week's batch proposed and ops told, both or neither. */
export function proposeWeeklyBatch(deps: Deps, dueAt: Date): Promise<Proposal> {
  return deps.db.transaction(async (tx) => {
    const at = deps.clock();
    const proposal = await proposeBatchIn(tx, at, { unlessProposedSince: dueAt });
    if (proposal.outcome === 'proposed') await recordPayoutBatchProposed(tx, proposal, at);
    return proposal;
  });
}

type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };

/** The 'payout-batch' worker; nothing available, or a batch already there, is a quiet success. */
export function payoutBatchJobHandler(deps: Deps, log: Log): JobHandler {
  return async (data) => {
    const { week, dueAt } = data as { week?: unknown; dueAt?: unknown };
    const due = new Date(typeof dueAt === 'string' ? dueAt : Number.NaN);
    if (Number.isNaN(due.getTime())) {
      log.warn({ data }, 'weekly payout batch job without its due time: ignored');
      return;
    }
    const proposal = await proposeWeeklyBatch(deps, due);
    log.info({ week, outcome: proposal.outcome, batchId: 'batchId' in proposal ? proposal.batchId : null }, 'weekly payout batch');
  };
}

/** Sends the weekly batch's job from this worker instance (workWeeklyPayoutBatches). */
export interface WeeklyBatchTimer {
  /** Looks once now, then every 5 minutes. */
  start(): Promise<void>;
  stop(): void;
}

/**
 * The weekly batch's worker and its timer. With PAYOUT_BATCH_WEEKDAY=off neither: nothing is sent,
 * and a job sent before it was turned off is not worked either.
 */
export function workWeeklyPayoutBatches(queue: JobQueue, deps: Deps & { schedule: PayoutBatchSchedule | null }, log: Log): WeeklyBatchTimer {
  const { schedule } = deps;
  if (!schedule) return { start: () => Promise.resolve(), stop: () => undefined };
  queue.work('payout-batch', payoutBatchJobHandler(deps, log));
  let timer: NodeJS.Timeout | undefined;
  return {
    async start() {
      await sendWeeklyBatchIfDue(deps, schedule);
      timer = setInterval(() => sendWeeklyBatchIfDue(deps, schedule).catch((error: unknown) => log.warn({ err: error }, 'weekly payout batch not sent')), CHECK_EVERY_SECONDS * 1000);
      // A clock, not work in hand: it never keeps the process alive.
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
