import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { dateLabel, indianDate } from '@servenear/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import { bookingLines } from '../../../db/schema';
import { secondsLater } from '../../../lib/clock';
import { HttpError } from '../../../lib/httpError';
import { lineVisibleTo, moveLine, refusal, type Actor } from '../../bookings/lifecycle';
import { recordLineEvent, withdrawNotification } from '../../notifications/record';
import {
  isStartCode,
  newStartCodeNonce,
  START_CODE_ATTEMPTS,
  START_CODE_SECONDS,
  START_CODE_WRONG_GUESS_CAP,
  startCodeOf,
} from '../../bookings/startCode';
import { partnerBookingRequestMessages, type StartCodeGuess } from '@servenear/shared/endpoints';
import { DEFAULT_LANGUAGE, fill, loadTexts } from '@servenear/shared/i18n';
import { inLanguage } from '../../../plugins/language';
import { partnerBookingMessages, type PartnerBookingDeps } from './service';
import { claimStartCodeAttempt, startCodeRecipient, voidStartCode } from './repository';
import { lockLine, lockRefusal, startCodesCapped } from './startCodeLock';

/** The customer's SMS, in the language texts are read in (the customer's: issueStartCode). */
const startCodeText = (service: string, code: string) => fill(partnerBookingMessages.startCodeSms, { service, code });

/**
 * A job starts on the day it was booked for, counted in India (issue 14): no code the day
 * before, when the customer would read out a code for work not yet due, nor after the day.
 */
function refuseOffDay(serviceDate: string, now: Date): void {
  const today = indianDate(now);
  if (serviceDate === today) return;
  throw new HttpError(409, {}, fill(serviceDate > today ? partnerBookingMessages.bookedLater : partnerBookingMessages.bookedEarlier, { date: dateLabel(serviceDate) }));
}

/** A line whose start codes are not locked and not at the cap of wrong guesses. */
const startCodesOpen = and(isNull(bookingLines.startCodeLockedAt), lt(bookingLines.startCodeFailedGuesses, START_CODE_WRONG_GUESS_CAP));

/** A refused update is answered with the lock when the line is locked, else with the refusal. */
const lockedOr = (deps: PartnerBookingDeps, lineId: number, actor: Actor, log: FastifyBaseLogger) => async (error: unknown) => {
  throw (await lockRefusal(deps, lineId, actor, log)) ?? error;
};

/**
 * partner §7 generate/otp: a new code for an assigned line, sent by SMS to the customer, who
 * reads it out to the partner at the door. Each call replaces the previous code (partner §4
 * 'Resend generates a new OTP') and gives it a fresh set of tries, but not the line: its wrong
 * guesses add up over all its codes, and a locked line gets no new code.
 *
 * The spec's reply carries data.otp; it is deliberately not sent: a partner who is told the
 * code could start (and bill) a job without ever meeting the customer.
 */
export async function issueStartCode(deps: PartnerBookingDeps, partnerId: number, lineId: number, log: FastifyBaseLogger): Promise<{ expiresAt: Date }> {
  const nonce = newStartCodeNonce();
  const expiresAt = secondsLater(deps.clock(), START_CODE_SECONDS);
  const actor: Actor = { role: 'employee', userId: partnerId };
  const line = await lineVisibleTo(deps.db, lineId, actor);
  // A line the partner may not see, or not assigned, is refused by the update below as usual.
  if (line?.status === 'assigned') refuseOffDay(line.serviceDate, deps.clock());
  // The customer is told in the code's own transaction; the lock check reads outside it, after.
  const notice = await deps.db
    .transaction(async (tx) => {
      await moveLine(tx, lineId, 'issueStartCode', actor, { startCodeNonce: nonce, startCodeExpiresAt: expiresAt, startCodeAttempts: 0 }, startCodesOpen);
      return recordLineEvent(tx, lineId, { kind: 'start_code_sent' }, deps.clock());
    })
    .catch(lockedOr(deps, lineId, actor, log));
  const recipient = await startCodeRecipient(deps.db, lineId);
  try {
    if (!recipient) throw new Error(`line ${lineId} has no customer to send the start code to`);
    // Issue 41: the customer reads it, in their language, whoever's request sends it.
    const language = recipient.language ?? DEFAULT_LANGUAGE;
    await loadTexts(language);
    await deps.sms.send(recipient.mobile, inLanguage(language, () => startCodeText(recipient.serviceName, startCodeOf(deps.otpKey, lineId, nonce))));
  } catch (error) {
    // A code nobody received must not stay guessable, nor be announced as sent.
    await deps.db.transaction(async (tx) => {
      await voidStartCode(tx, lineId, nonce);
      if (notice !== null) await withdrawNotification(tx, notice);
    });
    throw Object.assign(new HttpError(502, {}, partnerBookingMessages.codeNotSent), { cause: error });
  }
  return { expiresAt };
}

/** Reads the code without telling how close a guess was; a malformed (or missing) guess is simply wrong. */
function wellFormed(otp: string | undefined): string | null {
  return otp !== undefined && /^\d{4}$/.test(otp) ? otp : null;
}

const invalidCode = () => new HttpError(422, { otp: [partnerBookingRequestMessages.invalidCode] }, partnerBookingRequestMessages.invalidCode);

/**
 * partner §7 verify/otp: the customer's code starts the job (assigned → confirmed). A code
 * survives START_CODE_ATTEMPTS guesses and the line START_CODE_WRONG_GUESS_CAP over all its
 * codes; the guess that reaches the cap locks the line. Each guess is counted before it is
 * compared, so parallel guesses cannot get more tries than that.
 */
export async function verifyStartCode(deps: PartnerBookingDeps, partnerId: number, { bookingId: lineId, otp }: StartCodeGuess, log: FastifyBaseLogger): Promise<void> {
  const actor: Actor = { role: 'employee', userId: partnerId };
  const line = await lineVisibleTo(deps.db, lineId, actor);
  if (!line || line.status !== 'assigned') throw await refusal(deps.db, lineId, 'start', actor);
  if (startCodesCapped(line)) throw await lockLine(deps, lineId, log);
  const nonce = line.startCodeNonce;
  const now = deps.clock();
  refuseOffDay(line.serviceDate, now);
  if (!nonce || !line.startCodeExpiresAt || line.startCodeAttempts >= START_CODE_ATTEMPTS) throw new HttpError(409, {}, partnerBookingMessages.noCode);
  if (line.startCodeExpiresAt <= now) throw new HttpError(422, {}, partnerBookingMessages.expiredCode);
  const guess = wellFormed(otp);
  if (guess === null) throw invalidCode();

  const claimed = await claimStartCodeAttempt(deps.db, lineId, nonce, now, START_CODE_ATTEMPTS, START_CODE_WRONG_GUESS_CAP);
  // Another request replaced, used up or spent the code, or locked the line, meanwhile.
  if (claimed === null) throw (await lockRefusal(deps, lineId, actor, log)) ?? new HttpError(409, {}, partnerBookingMessages.noCode);
  if (!isStartCode(deps.otpKey, lineId, nonce, guess)) {
    if (claimed.failedGuesses >= START_CODE_WRONG_GUESS_CAP) throw await lockLine(deps, lineId, log);
    if (claimed.attempts >= START_CODE_ATTEMPTS) await voidStartCode(deps.db, lineId, nonce);
    throw invalidCode();
  }
  await moveLine(
    deps.db,
    lineId,
    'start',
    actor,
    // The right code was counted as a wrong guess before it was compared: give that back.
    { startedAt: now, startCodeNonce: null, startCodeExpiresAt: null, startCodeFailedGuesses: sql`${bookingLines.startCodeFailedGuesses} - 1` },
    and(eq(bookingLines.startCodeNonce, nonce), isNull(bookingLines.startCodeLockedAt)),
  ).catch(lockedOr(deps, lineId, actor, log));
}
