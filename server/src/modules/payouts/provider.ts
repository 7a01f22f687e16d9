/** Who pays partners out (issue 38): RazorpayX Payouts when configured, else the local sandbox. */
export interface PayoutRequest {
  /** Ours, unique per payout (payout_<id>): the provider's idempotency key, so a retry never pays twice. */
  reference: string;
  /** Paise. */
  amount: number;
  account: { holder: string; number: string; ifsc: string };
  narration: string;
}

/** A payout as the provider answers it: 'processing' until its webhook says what became of it. */
export interface ProviderPayout {
  payoutId: string;
  status: 'processing' | 'processed' | 'failed' | 'reversed';
  utr: string | null;
}

/** A payout as the provider lists it (issue 38, reconciliation), with the reference we sent; paise. */
export interface ProviderPayoutRecord {
  payoutId: string;
  reference: string | null;
  amount: number;
  status: ProviderPayout['status'];
  utr: string | null;
  failureReason: string | null;
  createdAt: Date;
}

export interface PayoutProvider {
  readonly name: 'razorpayx' | 'sandbox';
  /** Idempotent on `reference`; throws a PayoutProviderError when no payout was made. */
  createPayout(request: PayoutRequest): Promise<ProviderPayout>;
  /** Every payout the provider created within `range` (from included, to excluded), whatever became of it. */
  listPayouts(range: { from: Date; to: Date }): Promise<ProviderPayoutRecord[]>;
}

export class PayoutProviderError extends Error {
  override readonly name = 'PayoutProviderError';
}
