import type { OpsDispute, OpsPayoutBatch, OpsRefund } from '@servenear/shared/ops-api';
import type { PayoutBatchRowWire as OpsPayoutBatchRow } from '@servenear/shared/wire';

/** An open dispute on a paid line: Ravi's electrician work the customer declined. */
export const openDispute: OpsDispute = {
  id: 7,
  line_id: 40,
  booking_id: 123,
  reference: 'SN-000123',
  service_name: 'Electrician',
  line_status: 'completed-issue',
  price: 1200,
  paid_amount: 1200,
  owed_amount: 0,
  customer_name: 'Asha Verma',
  customer_mobile: '9876543210',
  partner_id: 4,
  partner_name: 'Ravi Kumar',
  reason: 'The second switchboard still sparks.',
  opened_at: '2026-11-28T06:30:00.000Z',
  outcome: null,
  refund_amount: 0,
  waived_amount: 0,
  note: null,
  resolved_at: null,
};

export const resolvedDispute: OpsDispute = { ...openDispute, outcome: 'part_refund', refund_amount: 500, note: 'Half the work was done.', resolved_at: '2026-11-29T06:30:00.000Z' };

export const failedRefund: OpsRefund = {
  id: 11,
  booking_id: 123,
  reference: 'SN-000123',
  line_id: 40,
  order_id: 'order_sbx_1',
  reason: 'dispute',
  amount: 125_050,
  status: 'failed',
  provider_refund_id: null,
  attempts: 5,
  last_error: 'The bank did not answer.',
  created_at: '2026-11-29T06:30:00.000Z',
  initiated_at: null,
  processed_at: null,
  failed_at: '2026-11-29T07:30:00.000Z',
};

export const processedRefund: OpsRefund = { ...failedRefund, id: 12, reference: 'SN-000124', reason: 'cancellation', amount: 80_000, status: 'processed', last_error: null, attempts: 0 };

export const proposedBatchRow: OpsPayoutBatchRow = { id: 3, status: 'proposed', created_at: '2026-11-30T04:30:00.000Z', approved_at: null, payout_count: 2, total: 12_50_000_00 + 40_915 };

export const proposedBatch: OpsPayoutBatch = {
  id: 3,
  status: 'proposed',
  created_at: '2026-11-30T04:30:00.000Z',
  approved_at: null,
  payouts: [
    { id: 31, partner_id: 4, partner_name: 'Ravi Kumar', amount: 12_50_000_00, status: 'proposed', account_ending: null, utr: null, failure_reason: null },
    { id: 32, partner_id: 9, partner_name: 'Selvi Murugan', amount: 40_915, status: 'proposed', account_ending: null, utr: null, failure_reason: null },
  ],
  held: [],
};

/** A paged ops list as the server answers it (disputes, refunds, payout batches): one page of rows, 20 a page. */
export const listPage = <Row>(rows: Row[], total = rows.length, page = 1) => ({ status: 200, body: { status: 200, data: rows, total, page, per_page: 20 } });

/** GET admin/payouts/batches?page=. */
export const batchPage = (rows: OpsPayoutBatchRow[], total = rows.length, page = 1) => listPage(rows, total, page);
