import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { workMedia } from '../media/mediaJobs';
import { workMediaSweep } from '../media/sweep';
import { workSms } from '../notifications/smsJobs';
import { paymentDeps } from '../payments/plugin';
import { sandboxRefundJobHandler } from '../payments/sandboxRefunds';
import { refundJobHandler } from '../refunds/jobs';
import { payoutJobHandler } from '../payouts/jobs';
import { sandboxPayoutJobHandler } from '../payouts/sandboxJobs';
import { workWeeklyPayoutBatches } from '../payouts/weekly';
import { sandboxWebhookSecret } from '../payments/sandbox';
import { invoiceJobHandler } from '../invoices/jobs';
import { createJobQueue } from './queue';

/**
 * This instance's workers (config.jobsWorker): started once the server is ready, stopped when it
 * closes, before the database, finishing the jobs in hand. Every instance may run them: pg-boss
 * hands each job to one worker.
 */
export function registerJobWorkers(app: FastifyInstance, context: Pick<AppContext, 'config' | 'db' | 'clock' | 'sms' | 'media' | 'pdMedia' | 'payments' | 'payouts' | 'metrics' | 'geocoder'>): void {
  if (!context.config.jobsWorker) return;
  const queue = createJobQueue({ db: context.db, log: app.log });
  workSms(queue, { db: context.db, sms: context.sms, linkOrigin: context.config.linkOrigin });
  workMedia(queue, context);
  queue.work('refunds', refundJobHandler({ db: context.db, clock: context.clock, provider: context.payments, log: app.log }));
  queue.work('sandbox-refunds', sandboxRefundJobHandler(paymentDeps(context), app.log));
  queue.work('invoices', invoiceJobHandler({ db: context.db, clock: context.clock, geocoder: context.geocoder, money: context.config.money }));
  queue.work('payouts', payoutJobHandler({ db: context.db, clock: context.clock, provider: context.payouts, log: app.log }));
  const webhookSecret = sandboxWebhookSecret(context.payments, context.config.payments.razorpay?.webhookSecret);
  if (webhookSecret) queue.work('sandbox-payouts', sandboxPayoutJobHandler(paymentDeps(context), webhookSecret, app.log));
  const sweeps = workMediaSweep(queue, { ...context, sweepAgeMs: context.config.mediaSweepAgeMinutes * 60_000 }, app.log);
  const payoutBatches = workWeeklyPayoutBatches(queue, { db: context.db, clock: context.clock, schedule: context.config.payoutBatchSchedule }, app.log);
  app.addHook('onReady', async () => {
    await queue.start();
    await sweeps.start();
    await payoutBatches.start();
  });
  app.addHook('onClose', async () => {
    sweeps.stop();
    payoutBatches.stop();
    await queue.stop();
  });
}
