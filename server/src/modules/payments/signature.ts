import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256: how Razorpay signs both checkout results and webhook bodies. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** The checkout's signature of a payment: HMAC-SHA256(order_id + '|' + payment_id) under the key secret. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/**
 * Constant-time comparison, so response times reveal nothing about how much of a forged
 * signature was right (the SDK's own validate helpers compare with ===).
 */
export function signaturesMatch(expected: string, given: string): boolean {
  const expectedBytes = Buffer.from(expected, 'utf8');
  const givenBytes = Buffer.from(given, 'utf8');
  return expectedBytes.length === givenBytes.length && timingSafeEqual(expectedBytes, givenBytes);
}
