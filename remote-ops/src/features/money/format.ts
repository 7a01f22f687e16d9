import type { OpsPayoutBatch, OpsRefund } from '@servenear/shared/ops-api';

export const refundStatusLabels: Record<OpsRefund['status'], string> = { pending: 'Pending', initiated: 'With the provider', processed: 'Paid back', failed: 'Failed' };
export const refundReasonLabels: Record<OpsRefund['reason'], string> = { cancellation: 'Cancellation', dispute: 'Dispute', overpayment: 'Overpayment' };
export const payoutStatusLabels: Record<OpsPayoutBatch['payouts'][number]['status'], string> = {
  proposed: 'Proposed',
  pending: 'Approved',
  processing: 'With the bank',
  processed: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed',
};
