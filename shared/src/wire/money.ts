import * as z from 'zod/mini';

/*
 * Issue 38, ours: ops' view of money. Amounts are integer paise, as the ledger keeps them.
 */

export const refundStatuses = ['pending', 'initiated', 'processed', 'failed'] as const;
export const refundReasons = ['cancellation', 'dispute', 'overpayment'] as const;

/** GET admin/refunds → data[]: one refund, from its decision to the provider paying it back. */
export const adminRefundWire = /* @__PURE__ */ z.object({
  id: z.int(),
  booking_id: z.int(),
  /** The booking's reference, as the customer knows it (SN-000042). */
  reference: z.string(),
  line_id: z.nullable(z.int()),
  order_id: z.string(),
  reason: z.enum(refundReasons),
  /** Paise. */
  amount: z.int(),
  status: z.enum(refundStatuses),
  provider_refund_id: z.nullable(z.string()),
  /** Calls to the provider that failed, and the last one's reason. */
  attempts: z.int(),
  last_error: z.nullable(z.string()),
  created_at: z.string(),
  initiated_at: z.nullable(z.string()),
  processed_at: z.nullable(z.string()),
  failed_at: z.nullable(z.string()),
});
export type AdminRefundWire = z.infer<typeof adminRefundWire>;

/** GET admin/ledger/trial-balance → data: each account's balance on its side; the totals agree when the ledger is sound. */
export const trialBalanceWire = /* @__PURE__ */ z.object({
  /** ISO date-time the balance was taken before; null: everything so far. */
  until: z.nullable(z.string()),
  rows: z.array(
    z.object({
      account: z.string(),
      label: z.string(),
      partner_id: z.nullable(z.int()),
      /** Paise. */
      debit: z.int(),
      credit: z.int(),
    }),
  ),
  total_debit: z.int(),
  total_credit: z.int(),
});
export type TrialBalanceWire = z.infer<typeof trialBalanceWire>;

export const payoutStatuses = ['proposed', 'pending', 'processing', 'processed', 'failed', 'reversed'] as const;

/** One partner's payout in a batch (admin/payouts/batches/{id}); paise. */
export const adminPayoutWire = /* @__PURE__ */ z.object({
  id: z.int(),
  partner_id: z.int(),
  partner_name: z.string(),
  amount: z.int(),
  status: z.enum(payoutStatuses),
  /** The last four digits of the account it went to, once approved. */
  account_ending: z.nullable(z.string()),
  /** The bank's reference once processed. */
  utr: z.nullable(z.string()),
  failure_reason: z.nullable(z.string()),
});

/** A payout batch with its payouts, and (when just proposed) the partners left out and why. */
export const payoutBatchWire = /* @__PURE__ */ z.object({
  id: z.int(),
  status: z.enum(['proposed', 'approved']),
  created_at: z.string(),
  approved_at: z.nullable(z.string()),
  payouts: z.array(adminPayoutWire),
  held: z.array(z.object({ partner_id: z.int(), partner_name: z.string(), amount: z.int(), reason: z.string() })),
});
export type PayoutBatchWire = z.infer<typeof payoutBatchWire>;

/** GET admin/payouts/batches → data[]: a batch in the list, with how many payouts it holds and their total (paise). */
export const payoutBatchRowWire = /* @__PURE__ */ z.object({
  id: z.int(),
  status: z.enum(['proposed', 'approved']),
  created_at: z.string(),
  approved_at: z.nullable(z.string()),
  payout_count: z.int(),
  /** Paise: what the batch pays out in all. */
  total: z.int(),
});
export type PayoutBatchRowWire = z.infer<typeof payoutBatchRowWire>;

/** What reconciliation compares (issue 38): a captured payment, a refund, a payout. */
export const reconciledRecords = ['payment', 'refund', 'payout'] as const;
export const mismatchKinds = ['missing_in_ledger', 'missing_at_provider', 'amount_differs', 'status_differs'] as const;

/** One record as the provider lists it: its id, ours as it keeps it (the order, the receipt, the reference), paise, its own status. */
const providerRecordWire = /* @__PURE__ */ z.object({
  provider_id: z.string(),
  reference: z.nullable(z.string()),
  amount: z.int(),
  status: z.string(),
  created_at: z.string(),
});

/** Where our record and the provider's disagree; null where a side has none. */
export const mismatchWire = /* @__PURE__ */ z.object({
  kind: z.enum(mismatchKinds),
  record: z.enum(reconciledRecords),
  provider_id: z.string(),
  /** Ours, as ops find it: `booking 42`, `refund 7`, `payout 3`. */
  our_record: z.nullable(z.string()),
  our_amount: z.nullable(z.int()),
  their_amount: z.nullable(z.int()),
  our_status: z.nullable(z.string()),
  their_status: z.nullable(z.string()),
  /** The provider settled a refund or payout we still show on its way: apply feeds its word through the webhooks' own path. */
  repairable: z.boolean(),
});
export type MismatchWire = z.infer<typeof mismatchWire>;

const totalWire = /* @__PURE__ */ z.object({ amount: z.int(), count: z.int() });

/** GET admin/reconciliation?date= → data: one Indian day of our ledger against the providers' records. */
export const reconciliationWire = /* @__PURE__ */ z.object({
  /** YYYY-MM-DD, India time, and the instants it runs between (to excluded). */
  date: z.string(),
  from: z.string(),
  to: z.string(),
  /** The ledger's captures of the day: the gateway's debits. */
  captured: totalWire,
  /** The ledger's refunds paid that day, and the refunds still on their way or failed (owed by the day's end). */
  refunded: z.extend(totalWire, {
    open: z.array(z.object({ id: z.int(), booking_id: z.int(), amount: z.int(), status: z.enum(refundStatuses), provider_refund_id: z.nullable(z.string()) })),
  }),
  /** The ledger's payouts paid that day, and those sent and not yet paid, or failed or reversed that day. */
  paid_out: z.extend(totalWire, {
    open: z.array(z.object({ id: z.int(), partner_id: z.int(), amount: z.int(), status: z.enum(payoutStatuses), provider_payout_id: z.nullable(z.string()) })),
  }),
  /** Partners' money not yet available (its hold not over), and partners with money available whom a batch would leave out. */
  held: z.object({
    not_yet_available: z.int(),
    partners: z.array(z.object({ partner_id: z.int(), partner_name: z.string(), amount: z.int(), reason: z.string() })),
  }),
  /** The providers' own records created that day. */
  provider: z.object({
    payments: z.array(providerRecordWire),
    refunds: z.array(providerRecordWire),
    payouts: z.array(providerRecordWire),
  }),
  mismatches: z.array(mismatchWire),
  /** POST admin/reconciliation/apply only: what was settled through the webhooks' path before this report was taken. */
  repaired: z.array(z.object({ record: z.enum(reconciledRecords), provider_id: z.string(), status: z.string() })),
});
export type ReconciliationWire = z.infer<typeof reconciliationWire>;
