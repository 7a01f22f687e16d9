import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { secondsLater } from '../../lib/clock';
import { HttpError } from '../../lib/httpError';
import * as codes from './repository';
import type { OtpPurpose } from './repository';

export const OTP_SECONDS = 300;
export const RESEND_COOLDOWN_SECONDS = 30;
export const MAX_WRONG_ATTEMPTS = 5;
const HOUR_SECONDS = 3600;

export const otpMessages = {
  invalid: 'Invalid OTP. Please try again.',
  expired: 'This code has expired. Please ask for a new one.',
  wait: 'Please wait 30 seconds before asking for a new code.',
  tooMany: 'Too many codes have been requested. Please try again in an hour.',
  notSent: 'We could not send the code. Please try again later.',
} as const;

const texts: Record<OtpPurpose, (code: string) => string> = {
  verify: (code) => `ServeNear: your verification code is ${code}. It expires in 5 minutes.`,
  reset: (code) => `ServeNear: your password reset code is ${code}. It expires in 5 minutes.`,
};

/** Four digits have 10 000 values: the keyed hash keeps a leaked table from giving them away. */
function hashCode(key: Buffer, userId: number, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest('hex');
}

export interface SendCodeRequest {
  userId: number;
  mobile: string;
  purpose: OtpPurpose;
  ip: string;
}

/** Creates a fresh code (cancelling the previous one) and texts it, within the cool-down and hourly caps. */
export async function sendCode(context: AppContext, request: SendCodeRequest): Promise<void> {
  const { db, clock, otpKey, config } = context;
  const now = clock();
  const hourAgo = secondsLater(now, -HOUR_SECONDS);
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const id = await db.transaction(async (tx) => {
    await codes.lockAccount(tx, request.userId);
    const last = await codes.lastSentAt(tx, request.userId, request.purpose);
    if (last && now.getTime() - last.getTime() < RESEND_COOLDOWN_SECONDS * 1000) {
      throw new HttpError(429, {}, otpMessages.wait);
    }
    const limits = config.rateLimits;
    if (
      (await codes.countSentTo(tx, request.mobile, hourAgo)) >= limits.otpSendsPerNumberPerHour ||
      (await codes.countRequestedFrom(tx, request.ip, hourAgo)) >= limits.otpSendsPerIpPerHour
    ) {
      throw new HttpError(429, {}, otpMessages.tooMany);
    }
    await codes.cancelOpenCodes(tx, request.userId, request.purpose, now);
    return codes.insertCode(tx, {
      userId: request.userId,
      purpose: request.purpose,
      codeHash: hashCode(otpKey, request.userId, request.purpose, code),
      sentTo: request.mobile,
      requestedIp: request.ip,
      createdAt: now,
      expiresAt: secondsLater(now, OTP_SECONDS),
    });
  });
  try {
    await context.sms.send(request.mobile, texts[request.purpose](code));
  } catch (error) {
    await codes.cancelCode(db, id, clock());
    throw Object.assign(new HttpError(502, {}, otpMessages.notSent), { cause: error });
  }
}

const codeError = (message: string) => new HttpError(400, { otp: [message] }, message);

/** Uses the account's open code; throws 400 when it is wrong, expired, used, replaced or out of tries. */
export async function useCode(context: AppContext, userId: number, purpose: OtpPurpose, code: string): Promise<void> {
  const { db, clock, otpKey } = context;
  const open = await codes.findOpenCode(db, userId, purpose);
  const now = clock();
  if (!open || open.attempts >= MAX_WRONG_ATTEMPTS || open.expiresAt <= now) throw codeError(otpMessages.expired);
  const expected = Buffer.from(open.codeHash, 'hex');
  const actual = Buffer.from(hashCode(otpKey, userId, purpose, code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    if (!(await codes.recordWrongAttempt(db, open.id, MAX_WRONG_ATTEMPTS))) throw codeError(otpMessages.expired);
    throw codeError(otpMessages.invalid);
  }
  if (!(await codes.consumeCode(db, open.id, now, MAX_WRONG_ATTEMPTS))) throw codeError(otpMessages.expired);
}
