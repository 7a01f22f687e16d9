import type { JobHandler } from '../jobs/queue';
import { sendPayout, type PayoutSenderDeps } from './send';

/** The 'payouts' queue's handler: one approved payout's call to the provider (send.ts); a throw is retried. */
export function payoutJobHandler(deps: PayoutSenderDeps): JobHandler {
  return (data, job) => sendPayout(deps, (data as { payoutId: number }).payoutId, job.finalAttempt);
}
