import type { ProfileDetails, SignUp } from '@servenear/shared/schemas';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/dbErrors';
import { HttpError } from '../../lib/httpError';
import { checkNewPassword, hashPassword } from '../../lib/passwords';
import { mobileTaken, saveContactDetails } from '../accounts/contact';
import { requestMobileChange } from '../accounts/mobileChange';
import { anonymiseAccount, insertAccount, isMobileTaken, setVerified, type AccountRow } from '../accounts/repository';
import { loadAccount } from '../accounts/service';
import { codeTimings, sendCode, useCode, type CodeTimings } from '../otp/service';
import { endAllSessions, type SessionAccount } from '../sessions/service';
import type { CheckedImage } from '../media/profileImage';
import { customerTexts } from './messages';

const alreadyVerified = () => new HttpError(409, {}, customerTexts.alreadyVerified);

/** A new, unverified customer. Only name, mobile and password are read: the schema drops role, ids and flags. */
export async function registerCustomer(context: AppContext, input: SignUp): Promise<AccountRow> {
  checkNewPassword(input.password, 'password');
  if (await isMobileTaken(context.db, 'user', input.mobile)) throw mobileTaken();
  const passwordHash = await hashPassword(input.password, context.config.passwordHashCost);
  try {
    return await insertAccount(context.db, { role: 'user', name: input.name, mobile: input.mobile, passwordHash, isVerified: false });
  } catch (error) {
    if (isUniqueViolation(error)) throw mobileTaken();
    throw error;
  }
}

const ownNumber = (account: SessionAccount): string => {
  if (account.isVerified) throw alreadyVerified();
  if (!account.mobile) throw new HttpError(409, {}, customerTexts.noMobile);
  return account.mobile;
};

/** Always to the account's own number: the body's phoneNumber is ignored. */
export function sendVerificationCode(context: AppContext, account: SessionAccount, ip: string): Promise<CodeTimings> {
  return sendCode(context, { userId: account.userId, mobile: ownNumber(account), purpose: 'verify', ip });
}

/** The open sign-up code's timings: a reloaded /otp-verification counts on from them, sending nothing. */
export function verificationCodeTimings(context: AppContext, account: SessionAccount): Promise<CodeTimings> {
  return codeTimings(context, { userId: account.userId, mobile: ownNumber(account), purpose: 'verify' });
}

export async function verifyMobile(context: AppContext, account: SessionAccount, otp: string): Promise<void> {
  if (account.isVerified) throw alreadyVerified();
  await useCode(context, account.userId, 'verify', otp);
  await setVerified(context.db, account.userId, true);
}

/** The profile form once read and checked: its fields and, when one was sent, the new photo. */
export interface ProfileUpdate {
  details: ProfileDetails;
  image: CheckedImage;
}

/**
 * Name, e-mail, address and photo of the session's own account. A new mobile number is not
 * saved as the login number: it waits for the code texted to it (accounts/mobileChange.ts),
 * checked first, so a refused number changes nothing.
 */
export async function updateCustomerProfile(context: AppContext, userId: number, { details, image }: ProfileUpdate, ip: string): Promise<AccountRow> {
  const account = await loadAccount(context, userId);
  await requestMobileChange(context, account, details.mobile, ip);
  return saveContactDetails(
    context,
    await loadAccount(context, userId),
    {
      name: details.name,
      // A field left out keeps its value; sent empty, it is cleared.
      email: details.email === undefined ? account.email : details.email || null,
      mobile: account.mobile ?? details.mobile,
      address: details.address === undefined ? account.address : details.address || null,
    },
    image,
  );
}

export async function deleteCustomerAccount(context: AppContext, userId: number): Promise<void> {
  const deleted = await anonymiseAccount(context.db, userId, context.clock());
  await endAllSessions(context.db, context.clock, userId);
  await context.uploads.remove('profile', deleted?.imagePath);
}
