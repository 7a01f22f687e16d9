import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { bookingLines } from '../../db/schema';
import { secondsLater } from '../../lib/clock';
import { HttpError } from '../../lib/httpError';
import { lineVisibleTo, moveLine, refusal, type Actor } from '../bookings/lifecycle';
import { isStartCode, newStartCodeNonce, START_CODE_ATTEMPTS, START_CODE_SECONDS, startCodeOf } from '../bookings/startCode';
import { jobMessages, lineIdOf, type JobDeps } from './service';
import { claimStartCodeAttempt, startCodeRecipient, voidStartCode } from './repository';

const startCodeText = (service: string, code: string) =>
  `ServeNear: your start code for ${service} is ${code}. Share it with your partner only when the work begins.`;

/**
 * partner §7 generate/otp: a new code for an assigned line, sent by SMS to the customer, who
 * reads it out to the partner at the door. Each call replaces the previous code (partner §4
 * 'Resend generates a new OTP') and gives it a fresh set of tries.
 *
 * The spec's reply carries data.otp; it is deliberately not sent: a partner who is told the
 * code could start (and bill) a job without ever meeting the customer.
 */
export async function issueStartCode(deps: JobDeps, partnerId: number, body: unknown): Promise<{ expiresAt: Date }> {
  const lineId = lineIdOf(body);
  const nonce = newStartCodeNonce();
  const expiresAt = secondsLater(deps.clock(), START_CODE_SECONDS);
  const actor: Actor = { role: 'employee', userId: partnerId };
  await moveLine(deps.db, lineId, 'issueStartCode', actor, { startCodeNonce: nonce, startCodeExpiresAt: expiresAt, startCodeAttempts: 0 });
  const recipient = await startCodeRecipient(deps.db, lineId);
  try {
    if (!recipient) throw new Error(`line ${lineId} has no customer to send the start code to`);
    await deps.sms.send(recipient.mobile, startCodeText(recipient.serviceName, startCodeOf(deps.otpKey, lineId, nonce)));
  } catch (error) {
    // A code nobody received must not stay guessable.
    await voidStartCode(deps.db, lineId, nonce);
    throw Object.assign(new HttpError(502, {}, jobMessages.codeNotSent), { cause: error });
  }
  return { expiresAt };
}

const guessSchema = z.object({
  otp: z.union([z.string(), z.number()]).transform((value) => String(value).trim()),
});

/** Reads the code without telling how close a guess was; a malformed guess is simply wrong. */
function guessOf(body: unknown): string | null {
  const parsed = guessSchema.safeParse(body ?? {});
  return parsed.success && /^\d{4}$/.test(parsed.data.otp) ? parsed.data.otp : null;
}

const invalidCode = () => new HttpError(422, { otp: [jobMessages.invalidCode] }, jobMessages.invalidCode);

/**
 * partner §7 verify/otp: the customer's code starts the job (assigned → confirmed). A code
 * survives START_CODE_ATTEMPTS guesses; each guess is counted before it is compared, so
 * parallel guesses cannot get more tries than that.
 */
export async function verifyStartCode(deps: JobDeps, partnerId: number, body: unknown): Promise<void> {
  const lineId = lineIdOf(body);
  const actor: Actor = { role: 'employee', userId: partnerId };
  const line = await lineVisibleTo(deps.db, lineId, actor);
  if (!line || line.status !== 'assigned') throw await refusal(deps.db, lineId, 'start', actor);
  const nonce = line.startCodeNonce;
  const now = deps.clock();
  if (!nonce || !line.startCodeExpiresAt || line.startCodeAttempts >= START_CODE_ATTEMPTS) throw new HttpError(409, {}, jobMessages.noCode);
  if (line.startCodeExpiresAt <= now) throw new HttpError(422, {}, jobMessages.expiredCode);
  const guess = guessOf(body);
  if (guess === null) throw invalidCode();

  const attempts = await claimStartCodeAttempt(deps.db, lineId, nonce, now, START_CODE_ATTEMPTS);
  // Another request replaced, used up or spent the code meanwhile.
  if (attempts === null) throw new HttpError(409, {}, jobMessages.noCode);
  if (!isStartCode(deps.otpKey, lineId, nonce, guess)) {
    if (attempts >= START_CODE_ATTEMPTS) await voidStartCode(deps.db, lineId, nonce);
    throw invalidCode();
  }
  await moveLine(
    deps.db,
    lineId,
    'start',
    actor,
    { startedAt: now, startCodeNonce: null, startCodeExpiresAt: null },
    eq(bookingLines.startCodeNonce, nonce),
  );
}
