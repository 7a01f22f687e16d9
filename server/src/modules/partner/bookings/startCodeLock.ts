import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, fill, loadTexts } from '@servenear/shared/i18n';
import { HttpError } from '../../../lib/httpError';
import { inLanguage } from '../../../plugins/language';
import { lineVisibleTo, type Actor } from '../../bookings/lifecycle';
import { START_CODE_WRONG_GUESS_CAP } from '../../bookings/startCode';
import { lockStartCodes, startCodeRecipient } from './repository';
import { partnerBookingMessages, type PartnerBookingDeps } from './service';

/** The customer's SMS, in the language texts are read in (the customer's: lockLine). */
const lockedText = (service: string) => fill(partnerBookingMessages.lockedSms, { service });

/**
 * 423 Locked rather than 429: the line stays locked until support unlocks it, so waiting and
 * retrying (what a 429 invites) will not help, and the partner's app can tell it apart from the
 * hourly limit on new codes.
 */
const locked = () => new HttpError(423, {}, partnerBookingMessages.codesLocked);

/** Locked, or at the cap already (when the request that reached it could not record the lock). */
export function startCodesCapped(line: { startCodeLockedAt: Date | null; startCodeFailedGuesses: number }): boolean {
  return line.startCodeLockedAt !== null || line.startCodeFailedGuesses >= START_CODE_WRONG_GUESS_CAP;
}

/**
 * Locks the line's start codes and returns the 423 to answer with. The customer is texted to
 * contact support by the one request that set the lock, so once however many guesses race.
 */
export async function lockLine(deps: PartnerBookingDeps, lineId: number, log: FastifyBaseLogger): Promise<HttpError> {
  if (!(await lockStartCodes(deps.db, lineId, deps.clock()))) return locked();
  try {
    const recipient = await startCodeRecipient(deps.db, lineId);
    if (!recipient) throw new Error(`line ${lineId} has no customer to tell`);
    // Issue 41: the customer reads it, in their language, while the partner's request sends it.
    const language = recipient.language ?? DEFAULT_LANGUAGE;
    await loadTexts(language);
    await deps.sms.send(recipient.mobile, inLanguage(language, () => lockedText(recipient.serviceName)));
  } catch (error) {
    // The lock holds either way; the log tells ops that this customer was not told.
    log.error({ err: error, lineId }, 'start code lock notice not sent');
  }
  return locked();
}

/** After a refused start-code update: the 423 when the actor's line is capped, else null (the refusal stands). */
export async function lockRefusal(deps: PartnerBookingDeps, lineId: number, actor: Actor, log: FastifyBaseLogger): Promise<HttpError | null> {
  const line = await lineVisibleTo(deps.db, lineId, actor);
  if (!line || line.status !== 'assigned' || !startCodesCapped(line)) return null;
  return lockLine(deps, lineId, log);
}
