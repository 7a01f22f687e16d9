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
