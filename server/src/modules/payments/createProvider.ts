import type { PaymentConfig } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './provider';
import { RazorpayPaymentProvider } from './razorpay';
import { SandboxPaymentProvider, sandboxSecret } from './sandbox';
import type { PayoutProvider } from '../payouts/provider';
import { RazorpayXPayoutProvider } from '../payouts/razorpayx';
import { SandboxPayoutProvider } from '../payouts/sandbox';

/** Razorpay when its keys are configured, else the local sandbox checkout (docs/architecture.md §6). */
export function createPaymentProvider(config: PaymentConfig, serverKey: Buffer, db: Database): PaymentProvider {
  if (config.razorpay) return new RazorpayPaymentProvider(config.razorpay.keyId, config.razorpay.keySecret);
  return new SandboxPaymentProvider(sandboxSecret(serverKey), { db, ...config.sandboxRefunds });
}

/** Issue 38: RazorpayX payouts when its account and the Razorpay keys are configured, else the local sandbox. */
export function createPayoutProvider(config: PaymentConfig, db: Database): PayoutProvider {
  if ('razorpayxAccountNumber' in config.payouts && config.razorpay) {
    return new RazorpayXPayoutProvider(config.razorpay.keyId, config.razorpay.keySecret, config.payouts.razorpayxAccountNumber);
  }
  return new SandboxPayoutProvider({ db, ...('sandbox' in config.payouts ? config.payouts.sandbox : { outcome: 'processed', delaySeconds: 5 }) });
}
