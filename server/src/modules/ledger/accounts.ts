/**
 * The chart of accounts (issue 38, decision 0055). Each account is a code; the per-partner one
 * also names the partner. A balance is debits minus credits: an asset's is positive, a
 * liability's or an income's negative. Nothing else in the database holds money.
 */
export const ledgerAccounts = {
  /** Asset: money the payment provider holds for us (captured, less refunds and payouts paid). */
  gateway: { side: 'debit', label: 'Held at the payment provider' },
  /** Liability: customers' payments for work not yet settled to a partner or refunded. */
  customer_funds: { side: 'credit', label: 'Customers’ payments not yet settled' },
  /** Liability: refunds decided and not yet paid back by the provider. */
  refunds_payable: { side: 'credit', label: 'Refunds owed to customers' },
  /** Liability, per partner: what the platform owes the partner for settled work. */
  partner_payable: { side: 'credit', label: 'Owed to partners' },
  /** Liability: payouts sent to partners' banks, not yet confirmed by the provider. */
  payouts_in_transit: { side: 'credit', label: 'Payouts on their way to partners' },
  /** Income: the platform's commission on settled work, without its GST. */
  commission: { side: 'credit', label: 'Commission' },
  /** Income: the part of a late cancellation the policy keeps. */
  cancellation_fees: { side: 'credit', label: 'Cancellation fees kept' },
  /** Liability: GST the platform pays on services it is liable for (CGST Act section 9(5)). */
  gst_on_services: { side: 'credit', label: 'GST on services (section 9(5))' },
  /** Liability: GST on the platform's commission. */
  gst_on_commission: { side: 'credit', label: 'GST on commission' },
  /** Liability: income tax deducted at source from partners (Income-tax Act section 194-O). */
  tds_payable: { side: 'credit', label: 'TDS deducted (194-O)' },
} as const;

export type LedgerAccount = keyof typeof ledgerAccounts;

/** What each ledger transaction records; its `key` says which event, once. */
export type LedgerTransactionKind =
  /** A customer's payment was captured: gateway ← customer_funds (or refunds_payable when it overpaid). */
  | 'capture'
  /** Work approved (or a dispute settled) on a paid booking: customer_funds → partner, commission, taxes. */
  | 'settlement'
  /** A refund decided: customer_funds → refunds_payable (and a late cancel's fee kept). */
  | 'refund_owed'
  /** The provider paid a refund back: refunds_payable → gateway. */
  | 'refund_paid'
  /** A payout approved and sent: partner_payable → payouts_in_transit. */
  | 'payout_sent'
  /** The payout reached the partner's bank: payouts_in_transit → gateway. */
  | 'payout_paid'
  /** It failed: payouts_in_transit → partner_payable again; reversed after it was paid: gateway → partner_payable. */
  | 'payout_failed'
  | 'payout_reversed';
