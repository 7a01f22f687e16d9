import { moneyMessages } from '@servenear/shared/endpoints';
import { HttpError } from '../../lib/httpError';
import { PaymentProviderError, type PaymentProvider, type ProviderPaymentRecord, type ProviderRefundRecord, type TimeRange } from '../payments/provider';
import { PayoutProviderError, type PayoutProvider, type ProviderPayoutRecord } from '../payouts/provider';

export interface ProviderRecords {
  payments: ProviderPaymentRecord[];
  refunds: ProviderRefundRecord[];
  payouts: ProviderPayoutRecord[];
}

/** A provider that could not be asked: 502 to ops, who try again; the provider's error is its cause. */
export class ProvidersUnavailable extends HttpError {
  constructor(cause: unknown) {
    super(502, {}, moneyMessages.providerUnavailable);
    this.cause = cause;
  }
}

/** The providers' own records made within `range` (issue 38, reconciliation): the payment provider's payments and refunds, the payout provider's payouts. */
export async function providerRecords(providers: { payments: PaymentProvider; payouts: PayoutProvider }, range: TimeRange): Promise<ProviderRecords> {
  try {
    const payments = await providers.payments.listPayments(range);
    const refunds = await providers.payments.listRefunds(range);
    const payouts = await providers.payouts.listPayouts(range);
    return { payments, refunds, payouts };
  } catch (error) {
    if (error instanceof PaymentProviderError || error instanceof PayoutProviderError) throw new ProvidersUnavailable(error);
    throw error;
  }
}
