import type { ProfileDetails, SignUp } from '@servenear/shared/schemas';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/dbErrors';
import { HttpError } from '../../lib/httpError';
import { hashPassword } from '../../lib/passwords';
import { mobileTaken, saveContactDetails } from '../accounts/contact';
import { anonymiseAccount, insertAccount, isMobileTaken, setVerified, type AccountRow } from '../accounts/repository';
import { loadAccount } from '../accounts/service';
import { sendCode, useCode } from '../otp/service';
import { endAllSessions, type SessionAccount } from '../sessions/service';
import type { CheckedImage } from '../media/profileImage';

const alreadyVerified = () => new HttpError(409, {}, 'Your mobile number is already verified.');

/** A new, unverified customer. Only name, mobile and password are read: the schema drops role, ids and flags. */
export async function registerCustomer(context: AppContext, input: SignUp): Promise<AccountRow> {
  if (await isMobileTaken(context.db, 'user', input.mobile)) throw mobileTaken();
  const passwordHash = await hashPassword(input.password, context.config.passwordHashCost);
  try {
    return await insertAccount(context.db, { role: 'user', name: input.name, mobile: input.mobile, passwordHash, isVerified: false });
  } catch (error) {
    if (isUniqueViolation(error)) throw mobileTaken();
    throw error;
  }
}

/** Always to the account's own number: the body's phoneNumber is ignored. */
export async function sendVerificationCode(context: AppContext, account: SessionAccount, ip: string): Promise<void> {
  if (account.isVerified) throw alreadyVerified();
  if (!account.mobile) throw new HttpError(409, {}, 'This account has no mobile number.');
  await sendCode(context, { userId: account.userId, mobile: account.mobile, purpose: 'verify', ip });
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

/** Name, e-mail, mobile, address and photo of the session's own account; a new number must be verified again. */
export async function updateCustomerProfile(context: AppContext, userId: number, { details, image }: ProfileUpdate): Promise<AccountRow> {
  const account = await loadAccount(context, userId);
  if (await isMobileTaken(context.db, 'user', details.mobile, userId)) throw mobileTaken();
  const mobileChanged = details.mobile !== account.mobile;
  return saveContactDetails(
    context,
    account,
    {
      name: details.name,
      // A field left out keeps its value; sent empty, it is cleared.
      email: details.email === undefined ? account.email : details.email || null,
      mobile: details.mobile,
      address: details.address === undefined ? account.address : details.address || null,
      ...(mobileChanged ? { isVerified: false } : {}),
    },
    image,
  );
}

export async function deleteCustomerAccount(context: AppContext, userId: number): Promise<void> {
  const deleted = await anonymiseAccount(context.db, userId, context.clock());
  await endAllSessions(context.db, context.clock, userId);
  await context.uploads.remove('profile', deleted?.imagePath);
}
