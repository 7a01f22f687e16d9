import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ResetCode } from '@servenear/shared/schemas';
import type { AppContext } from '../../../context';
import { partnerProfiles } from '../../../db/schema';
import { HttpError } from '../../../lib/httpError';
import { findAccountByMobile, type AccountRow } from '../../accounts/repository';
import { codeTimings, otpMessages, sendCode, useCode, type CodeTimings } from '../../otp/service';
import { partnerTexts } from '../messages';
import { findPartnerProfile } from './repository';

/*
 * Partner KYC, the mobile part (issue 36): the number a partner registers with is confirmed by
 * the code texted to it right after registration, as a customer's is after sign-up. Until then
 * the partner cannot sign in and ops cannot verify them.
 */

export const partnerCodeMessages = partnerTexts.code;

/** The partner of this number whose registration still waits for its code, if any. */
async function unconfirmedPartner(context: AppContext, mobile: string): Promise<AccountRow | undefined> {
  const account = await findAccountByMobile(context.db, 'employee', mobile);
  if (!account) return undefined;
  const profile = await findPartnerProfile(context.db, account.id);
  return profile && profile.mobileConfirmedAt === null ? account : undefined;
}

/**
 * Texts the registration code. A refusal (cool-down, hourly caps, the SMS provider down) is
 * logged, not thrown: the registration stands, and the page's Resend asks again.
 */
export async function sendRegistrationCode(
  context: AppContext,
  account: { id: number; mobile: string },
  ip: string,
  log: FastifyBaseLogger,
): Promise<CodeTimings | undefined> {
  try {
    return await sendCode(context, { userId: account.id, mobile: account.mobile, purpose: 'verify', ip });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    log.warn({ userId: account.id, reason: error.publicMessage }, 'partner registration code not sent');
    return undefined;
  }
}

export async function registrationCodeTimings(context: AppContext, mobile: string): Promise<CodeTimings> {
  const account = await unconfirmedPartner(context, mobile);
  if (!account) throw new HttpError(409, {}, partnerCodeMessages.nothingToConfirm);
  return codeTimings(context, { userId: account.id, mobile, purpose: 'verify' });
}

export async function resendRegistrationCode(context: AppContext, mobile: string, ip: string): Promise<CodeTimings> {
  const account = await unconfirmedPartner(context, mobile);
  if (!account) throw new HttpError(409, {}, partnerCodeMessages.nothingToConfirm);
  return sendCode(context, { userId: account.id, mobile, purpose: 'verify', ip });
}

export async function confirmRegistrationMobile(context: AppContext, { mobile, otp }: ResetCode): Promise<void> {
  const account = await unconfirmedPartner(context, mobile);
  // The same answer as a wrong code: this call tells nobody which numbers wait for a code.
  if (!account) throw new HttpError(400, { otp: [otpMessages.invalid] }, otpMessages.invalid);
  await useCode(context, account.id, 'verify', otp);
  await context.db
    .update(partnerProfiles)
    .set({ mobileConfirmedAt: context.clock() })
    .where(and(eq(partnerProfiles.userId, account.id), isNull(partnerProfiles.mobileConfirmedAt)));
}
