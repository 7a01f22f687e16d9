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

export interface PayoutProvider {
  readonly name: 'razorpayx' | 'sandbox';
  /** Idempotent on `reference`; throws a PayoutProviderError when no payout was made. */
  createPayout(request: PayoutRequest): Promise<ProviderPayout>;
}

export class PayoutProviderError extends Error {
  override readonly name = 'PayoutProviderError';
}
