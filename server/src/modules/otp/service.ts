import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { secondsLater } from '../../lib/clock';
import { fill } from '@servenear/shared/i18n';
import { HttpError } from '../../lib/httpError';
import { inLanguage } from '../../plugins/language';
import { otpTexts } from './messages';
import * as codes from './repository';
import type { OtpPurpose } from './repository';

export const MAX_WRONG_ATTEMPTS = 5;
const HOUR_SECONDS = 3600;

export const otpMessages = otpTexts.refusals;

/**
 * A code's SMS, written in the language texts are read in: the request's that asks for it (issue
 * 41). Ops' sign-in codes are for the ops console, which stays English.
 */
function codeText(purpose: OtpPurpose, code: string, seconds: number): string {
  if (purpose === 'sign-in') return inLanguage('en', () => `ServeNear ops: your sign-in code is ${code}. It expires in ${lifetimeText(seconds)}. Do not share it.`);
  return fill(otpTexts.sms[purpose], { code, lifetime: lifetimeText(seconds) });
}

/**
 * How each purpose's codes are sent. Ops' sign-in codes (issue 39) differ: six digits, as the
 * second factor of accounts that act on everyone's data; sent only after the right password, so the login
 * limits bound them, not the hourly caps (which would lock a whole office, behind one address,
 * out of the ops console); and the cool-down runs from the last code still open, so a person who
 * has just signed in may sign in again at once (another device, the CLI).
 */
const purposeRules: Record<OtpPurpose, { digits: 4 | 6; hourlyCaps: boolean; coolDownFromOpenOnly: boolean }> = {
  verify: { digits: 4, hourlyCaps: true, coolDownFromOpenOnly: false },
  reset: { digits: 4, hourlyCaps: true, coolDownFromOpenOnly: false },
  change: { digits: 4, hourlyCaps: true, coolDownFromOpenOnly: false },
  'sign-in': { digits: 6, hourlyCaps: false, coolDownFromOpenOnly: true },
};

const lifetimeText = (seconds: number) =>
  seconds % 60 === 0 ? fill(otpTexts.lifetime.minutes, { count: seconds / 60 }) : fill(otpTexts.lifetime.seconds, { count: String(seconds) });

/** Four digits have 10 000 values (six a million): the keyed hash keeps a leaked table from giving them away. */
function hashCode(key: Buffer, userId: number, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest('hex');
}

export interface SendCodeRequest {
  userId: number;
  mobile: string;
  purpose: OtpPurpose;
  ip: string;
}

/**
 * What a code page needs to draw the truth after a reload: seconds until the open code
 * expires (0: none is open) and until a new one can really be sent (the cool-down, and the
 * number's hourly cap).
 */
export interface CodeTimings {
  expiresIn: number;
  resendIn: number;
}

const secondsUntil = (moment: Date, now: Date) => Math.max(0, Math.ceil((moment.getTime() - now.getTime()) / 1000));

/** When this account may next be sent a code for `purpose` at `mobile`: after the cool-down and under the number's cap. */
async function nextSendAt(context: AppContext, tx: Parameters<typeof codes.lastSentAt>[0], request: Omit<SendCodeRequest, 'ip'>, now: Date) {
  const { resendSeconds } = context.config.otpTimings;
  const rules = purposeRules[request.purpose];
  const last = await codes.lastSentAt(tx, request.userId, request.purpose, rules.coolDownFromOpenOnly);
  const coolDownEnds = last ? secondsLater(last, resendSeconds) : now;
  if (!rules.hourlyCaps) return { coolDownEnds, capFrees: now };
  const sent = await codes.sendTimesTo(tx, request.mobile, secondsLater(now, -HOUR_SECONDS));
  const cap = context.config.rateLimits.otpSendsPerNumberPerHour;
  // The cap frees a send when the cap-th newest one leaves the hour.
  const capFrees = sent.length >= cap ? secondsLater(sent[cap - 1]!, HOUR_SECONDS) : now;
  return { coolDownEnds, capFrees };
}

/** Creates a fresh code (cancelling the previous one) and texts it, within the cool-down and hourly caps. */
export async function sendCode(context: AppContext, request: SendCodeRequest): Promise<CodeTimings> {
  const { db, clock, otpKey, config } = context;
  const { codeSeconds, resendSeconds } = config.otpTimings;
  const now = clock();
  const hourAgo = secondsLater(now, -HOUR_SECONDS);
  const { digits, hourlyCaps } = purposeRules[request.purpose];
  const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
  const id = await db.transaction(async (tx) => {
    await codes.lockAccount(tx, request.userId);
    const { coolDownEnds, capFrees } = await nextSendAt(context, tx, request, now);
    if (coolDownEnds > now) throw new HttpError(429, {}, fill(otpMessages.wait, { seconds: String(resendSeconds) }));
    if (capFrees > now || (hourlyCaps && (await codes.countRequestedFrom(tx, request.ip, hourAgo)) >= config.rateLimits.otpSendsPerIpPerHour)) {
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
      expiresAt: secondsLater(now, codeSeconds),
    });
  });
  try {
    await context.sms.send(request.mobile, codeText(request.purpose, code, codeSeconds));
  } catch (error) {
    await codes.cancelCode(db, id, clock());
    throw Object.assign(new HttpError(502, {}, otpMessages.notSent), { cause: error });
  }
  return codeTimings(context, request);
}

/** The account's open code for `purpose` and when the next can be sent (CodeTimings). */
export async function codeTimings(context: AppContext, request: Omit<SendCodeRequest, 'ip'>): Promise<CodeTimings> {
  const now = context.clock();
  const open = await codes.findOpenCode(context.db, request.userId, request.purpose);
  const live = open && open.attempts < MAX_WRONG_ATTEMPTS && open.expiresAt > now && open.sentTo === request.mobile;
  const { coolDownEnds, capFrees } = await nextSendAt(context, context.db, request, now);
  return {
    expiresIn: live ? secondsUntil(open.expiresAt, now) : 0,
    resendIn: secondsUntil(coolDownEnds > capFrees ? coolDownEnds : capFrees, now),
  };
}

const codeError = (message: string) => new HttpError(400, { otp: [message] }, message);

/**
 * Uses the account's open code; throws 400 when it is wrong, expired, used, replaced or out of
 * tries. The number the code went to, so a caller can act on exactly that number.
 */
export async function useCode(context: AppContext, userId: number, purpose: OtpPurpose, code: string): Promise<string> {
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
  return open.sentTo;
}
