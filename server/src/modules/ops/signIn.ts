import { opsMessages } from '@servenear/shared/endpoints';
import type { LoginCredentials } from '@servenear/shared/schemas';
import type { OpsSecondFactorWire } from '@servenear/shared/endpoints';
import type { AppContext } from '../../context';
import { secondsLater } from '../../lib/clock';
import { HttpError } from '../../lib/httpError';
import { newOpaqueToken, sha256Hex } from '../../lib/secrets';
import { findAccount, type AccountRow } from '../accounts/repository';
import { authenticate } from '../accounts/service';
import { codeTimings, sendCode, useCode, type CodeTimings } from '../otp/service';
import { dropOldChallenges, extendChallenge, findLiveChallenge, findOpsMember, insertChallenge, useChallenge, type OpsMember } from './repository';

/*
 * Issue 39: ops sign in in two steps. The right password opens no session: it texts a 6-digit
 * code (the OTP module's, purpose sign-in) and answers an opaque challenge; the challenge and the
 * code together open the session. The challenge is stored hashed and lives as long as its code.
 */

const challengeExpired = () => new HttpError(422, { challenge: [opsMessages.challenge] }, opsMessages.challenge);
const accessDisabled = () => new HttpError(403, {}, opsMessages.accessDisabled);

/** Challenges are kept a day after they expire, for a look after a complaint, then dropped. */
const KEEP_EXPIRED_SECONDS = 24 * 60 * 60;

/** '••••••3210': enough for a person to know which phone to look at. */
const mobileHint = (mobile: string) => `${'•'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

const secondFactor = (challenge: string, mobile: string, timings: CodeTimings): OpsSecondFactorWire => ({
  challenge,
  mobile_hint: mobileHint(mobile),
  expires_in: timings.expiresIn,
  resend_in: timings.resendIn,
});

async function activeMember(context: AppContext, userId: number): Promise<OpsMember> {
  const member = await findOpsMember(context.db, userId);
  if (!member || member.disabledAt) throw accessDisabled();
  return member;
}

/**
 * A code for a sign-in. One sent moments ago (within the cool-down) is not sent again: a second
 * click, or a second device, gets a challenge for the code already on its way.
 */
async function signInCode(context: AppContext, account: AccountRow & { mobile: string }, ip: string): Promise<CodeTimings> {
  const request = { userId: account.id, mobile: account.mobile, purpose: 'sign-in' as const };
  const open = await codeTimings(context, request);
  if (open.expiresIn > 0 && open.resendIn > 0) return open;
  return sendCode(context, { ...request, ip });
}

const withMobile = (account: AccountRow): AccountRow & { mobile: string } => {
  // An admin signs in by mobile, so one without a number (deleted) cannot get this far.
  if (!account.mobile) throw new HttpError(401, {}, 'Invalid mobile number or password.');
  return account as AccountRow & { mobile: string };
};

/** POST admin/login: the password checked, a code texted, the challenge to send it back with. */
export async function startSignIn(context: AppContext, credentials: LoginCredentials, ip: string): Promise<OpsSecondFactorWire> {
  const account = withMobile(await authenticate(context, 'admin', credentials));
  await activeMember(context, account.id);
  const timings = await signInCode(context, account, ip);
  const challenge = newOpaqueToken();
  const now = context.clock();
  await dropOldChallenges(context.db, secondsLater(now, -KEEP_EXPIRED_SECONDS));
  await insertChallenge(context.db, { tokenHash: sha256Hex(challenge), userId: account.id, createdAt: now, expiresAt: secondsLater(now, timings.expiresIn) });
  return secondFactor(challenge, account.mobile, timings);
}

/** POST admin/login/resend: a new code for a live challenge, which then lives as long as it. */
export async function resendSignInCode(context: AppContext, challenge: string, ip: string): Promise<OpsSecondFactorWire> {
  const tokenHash = sha256Hex(challenge);
  const userId = await findLiveChallenge(context.db, tokenHash, context.clock());
  const account = userId === undefined ? undefined : await findAccount(context.db, userId);
  if (!account) throw challengeExpired();
  await activeMember(context, account.id);
  const timings = await sendCode(context, { userId: account.id, mobile: withMobile(account).mobile, purpose: 'sign-in', ip });
  await extendChallenge(context.db, tokenHash, secondsLater(context.clock(), timings.expiresIn));
  return secondFactor(challenge, withMobile(account).mobile, timings);
}

/** The OTP module's refusals (400 under `otp`) as this call's: 422 under `code`. */
function asCodeError(error: unknown): unknown {
  if (!(error instanceof HttpError) || !error.errors.otp) return error;
  const messages = error.errors.otp;
  return new HttpError(422, { code: messages }, messages[0]);
}

/** POST admin/login/code: the account and member the challenge and code prove, the challenge used up. */
export async function finishSignIn(context: AppContext, input: { challenge: string; code: string }): Promise<{ account: AccountRow; member: OpsMember }> {
  const tokenHash = sha256Hex(input.challenge);
  const userId = await findLiveChallenge(context.db, tokenHash, context.clock());
  if (userId === undefined) throw challengeExpired();
  try {
    await useCode(context, userId, 'sign-in', input.code);
  } catch (error) {
    throw asCodeError(error);
  }
  if (!(await useChallenge(context.db, tokenHash, context.clock()))) throw challengeExpired();
  const member = await activeMember(context, userId);
  const account = await findAccount(context.db, userId);
  if (!account) throw challengeExpired();
  return { account, member };
}
