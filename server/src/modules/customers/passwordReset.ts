import type { PasswordReset, ResetCode } from '@servenear/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { secondsLater } from '../../lib/clock';
import { HttpError } from '../../lib/httpError';
import { checkNewPassword, hashPassword } from '../../lib/passwords';
import { newOpaqueToken, sha256Hex } from '../../lib/secrets';
import { findAccountByMobile, setPasswordHash } from '../accounts/repository';
import { otpMessages, sendCode, useCode } from '../otp/service';
import { endAllSessions } from '../sessions/service';
import { customerTexts } from './messages';
import { insertResetToken, useResetToken } from './resetRepository';

export const RESET_TOKEN_SECONDS = 600;

export const resetMessages = customerTexts.reset;

/** Whose password a reset flow sets: customers under /api/user, partners under /api/employee. */
export type ResetRole = 'user' | 'employee';

/**
 * Texts a reset code when an account of this role has this number. The answer is the same
 * either way (and also when a cool-down or cap holds the code back), so it reveals no accounts.
 */
export async function requestPasswordReset(context: AppContext, role: ResetRole, mobile: string, ip: string, log: FastifyBaseLogger): Promise<void> {
  const account = await findAccountByMobile(context.db, role, mobile);
  if (!account) return;
  try {
    await sendCode(context, { userId: account.id, mobile, purpose: 'reset', ip });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    log.warn({ userId: account.id, reason: error.publicMessage }, 'password reset code not sent');
  }
}

/** A correct reset code is exchanged for a single-use token the new-password step must show. */
export async function verifyResetCode(context: AppContext, role: ResetRole, { mobile, otp }: ResetCode): Promise<string> {
  const account = await findAccountByMobile(context.db, role, mobile);
  if (!account) throw new HttpError(400, { otp: [otpMessages.invalid] }, otpMessages.invalid);
  await useCode(context, account.id, 'reset', otp);
  const token = newOpaqueToken();
  await insertResetToken(context.db, account.id, sha256Hex(token), secondsLater(context.clock(), RESET_TOKEN_SECONDS));
  return token;
}

/** Sets the new password and signs the account out everywhere: whoever knew the old one is out. */
export async function resetPassword(context: AppContext, input: PasswordReset): Promise<void> {
  checkNewPassword(input.new_password, 'new_password');
  const userId = await useResetToken(context.db, sha256Hex(input.reset_token), context.clock());
  if (userId === undefined) throw new HttpError(400, {}, resetMessages.expired);
  await setPasswordHash(context.db, userId, await hashPassword(input.new_password, context.config.passwordHashCost));
  await endAllSessions(context.db, context.clock, userId);
}
