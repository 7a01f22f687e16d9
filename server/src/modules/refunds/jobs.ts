import type { JobHandler } from '../jobs/queue';
import { sendRefund, type RefundSenderDeps } from './send';

/** The 'refunds' queue's handler: one refund's call to the provider (send.ts); a throw is retried. */
export function refundJobHandler(deps: RefundSenderDeps): JobHandler {
  return (data, job) => sendRefund(deps, (data as { refundId: number }).refundId, job.finalAttempt);
}
