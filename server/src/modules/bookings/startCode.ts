import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The 4-digit code a partner needs from the customer to start a job (partner §7
 * generate/verify otp). Like every OTP it is never stored: the line keeps a random nonce,
 * and the code is an HMAC of line id and nonce under the server's OTP key, so the server can
 * show it to the booking's customer and check the partner's guess without a readable copy.
 */
export const START_CODE_SECONDS = 30 * 60;
/** Wrong guesses a code survives; then the partner must generate a new one. */
export const START_CODE_ATTEMPTS = 5;
/**
 * Wrong guesses a line survives over all its codes (a new code never resets the count); then
 * the line is locked until support unlocks it. Without it, issuing new codes gave unlimited
 * guesses at 10,000 possible codes. Ten guesses find a code with a chance of about 1 in 1,000,
 * while a partner at the door with the customer, who may mistype or lose a code, still gets two
 * codes' worth of tries.
 */
export const START_CODE_WRONG_GUESS_CAP = 10;

export function newStartCodeNonce(): string {
  return randomBytes(16).toString('hex');
}

export function startCodeOf(key: Buffer, lineId: number, nonce: string): string {
  const digest = createHmac('sha256', key).update(`start-code:${lineId}:${nonce}`).digest();
  return String(digest.readUInt32BE(0) % 10_000).padStart(4, '0');
}

/** Timing-safe: a guess reveals nothing about how close it was. */
export function isStartCode(key: Buffer, lineId: number, nonce: string, guess: string): boolean {
  if (!/^\d{4}$/.test(guess)) return false;
  return timingSafeEqual(Buffer.from(startCodeOf(key, lineId, nonce)), Buffer.from(guess));
}
