import type { Database } from '../../db/client';
import { sendJob } from '../jobs/queue';
import { refundProcessed } from './processed';
import { markProviderFailed, refundForProvider } from './repository';

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface RefundReport {
  providerRefundId: string;
  receipt: string | undefined;
  status: 'processed' | 'failed';
  at: Date;
}

/**
 * What the provider says became of a refund (its webhook, the sandbox's too), inside the
 * webhook's transaction. Processed: paid back, once, even when the report comes before our
 * write of its id (found by its receipt) or twice. Failed: a new attempt is queued, unless the
 * refund was processed already (a late or out-of-order report changes nothing).
 */
export async function refundReported(tx: Writer, report: RefundReport): Promise<'processed' | 'retried' | 'ignored'> {
  const refund = await refundForProvider(tx, report.providerRefundId, report.receipt);
  if (!refund) return 'ignored';
  if (report.status === 'processed') return (await refundProcessed(tx, refund.id, report.providerRefundId, report.at)) ? 'processed' : 'ignored';
  if (!(await markProviderFailed(tx, refund.id, report.providerRefundId, 'the provider reported it failed'))) return 'ignored';
  await sendJob(tx, 'refunds', { refundId: refund.id });
  return 'retried';
}
