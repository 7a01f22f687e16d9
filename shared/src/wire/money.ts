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
