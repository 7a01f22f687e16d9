import type { PaymentConfig } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './provider';
import { RazorpayPaymentProvider } from './razorpay';
import { SandboxPaymentProvider, sandboxSecret } from './sandbox';

/** Razorpay when its keys are configured, else the local sandbox checkout (docs/architecture.md §6). */
export function createPaymentProvider(config: PaymentConfig, serverKey: Buffer, db: Database): PaymentProvider {
  if (config.razorpay) return new RazorpayPaymentProvider(config.razorpay.keyId, config.razorpay.keySecret);
  return new SandboxPaymentProvider(sandboxSecret(serverKey), { db, ...config.sandboxRefunds });
}
