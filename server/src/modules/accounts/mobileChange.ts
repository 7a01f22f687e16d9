import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/dbErrors';
import { httpTexts } from '../../http/messages';
import { HttpError, unprocessable } from '../../lib/httpError';
import { codeTimings, otpMessages, sendCode, useCode, type CodeTimings } from '../otp/service';
import { accountTexts } from './messages';
import { findAccount, type AccountRow } from './repository';

/*
 * A new login number is proven before it is used (issue 36): the profile form stores it as
 * pending and a code goes to it; the account keeps signing in with its old number until that
 * code is entered, so a typo locks nobody out. A number any live account holds, whatever its
 * role, is refused: a login number names one account.
 */

export const mobileChangeMessages = accountTexts.mobileChange;

const numberInUse = () => unprocessable({ mobile: [mobileChangeMessages.inUse] });

/** Whether a live account other than `exceptId`, of any role, has this login number. */
export async function isMobileInUse(db: Database, mobile: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), ne(users.id, exceptId), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
}

async function setPendingMobile(db: Database, id: number, pendingMobile: string | null): Promise<void> {
  await db.update(users).set({ pendingMobile }).where(and(eq(users.id, id), isNull(users.deletedAt)));
}

/**
 * The profile form named `mobile`: the same number clears a pending change; another one is
 * checked, kept as pending and sent a code (unless a code to it is still open: a second save
 * sends no second text). Nothing else of the account changes here.
 */
export async function requestMobileChange(context: AppContext, account: AccountRow, mobile: string, ip: string): Promise<void> {
  if (mobile === account.mobile) {
    if (account.pendingMobile !== null) await setPendingMobile(context.db, account.id, null);
    return;
  }
  if (await isMobileInUse(context.db, mobile, account.id)) throw numberInUse();
  if (account.pendingMobile === mobile) {
    const open = await codeTimings(context, { userId: account.id, mobile, purpose: 'change' });
    if (open.expiresIn > 0) return;
  }
  await setPendingMobile(context.db, account.id, mobile);
  await sendCode(context, { userId: account.id, mobile, purpose: 'change', ip });
}

async function pendingOf(context: AppContext, userId: number): Promise<{ account: AccountRow; pending: string }> {
  const account = await findAccount(context.db, userId);
  if (!account) throw new HttpError(401, {}, httpTexts.loginRequired);
  if (!account.pendingMobile) throw new HttpError(409, {}, mobileChangeMessages.nothingPending);
  return { account, pending: account.pendingMobile };
}

/** The pending number's open code: the profile page's code step counts from it. */
export async function mobileChangeTimings(context: AppContext, userId: number): Promise<CodeTimings> {
  const { pending } = await pendingOf(context, userId);
  return codeTimings(context, { userId, mobile: pending, purpose: 'change' });
}

export async function resendMobileChangeCode(context: AppContext, userId: number, ip: string): Promise<CodeTimings> {
  const { pending } = await pendingOf(context, userId);
  return sendCode(context, { userId, mobile: pending, purpose: 'change', ip });
}

/** The code sent to the pending number makes it the login number; the old one stops working. */
export async function confirmMobileChange(context: AppContext, userId: number, otp: string): Promise<void> {
  const { pending } = await pendingOf(context, userId);
  if (await isMobileInUse(context.db, pending, userId)) throw numberInUse();
  const sentTo = await useCode(context, userId, 'change', otp);
  // A code sent to a number the person has since replaced proves nothing about the new one.
  if (sentTo !== pending) throw new HttpError(400, { otp: [otpMessages.expired] }, otpMessages.expired);
  try {
    const changed = await context.db
      .update(users)
      .set({ mobile: pending, pendingMobile: null })
      .where(and(eq(users.id, userId), eq(users.pendingMobile, pending), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (changed.length === 0) throw new HttpError(409, {}, mobileChangeMessages.nothingPending);
  } catch (error) {
    // Another account of the same role took the number between the check and the update.
    if (isUniqueViolation(error)) throw numberInUse();
    throw error;
  }
}
