import { fieldErrorsFromZod, otpSchema, signUpSchema, userProfileSchema, type FieldErrors } from '@servenear/shared/schemas';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/dbErrors';
import { HttpError, unprocessable } from '../../lib/httpError';
import { hashPassword } from '../../lib/passwords';
import { firstMessages } from '../../plugins/errorHandler';
import { mobileTaken, saveContactDetails } from '../accounts/contact';
import { anonymiseAccount, insertAccount, isMobileTaken, setVerified, type AccountRow } from '../accounts/repository';
import { loadAccount } from '../accounts/service';
import { sendCode, useCode } from '../otp/service';
import { endAllSessions, type SessionAccount } from '../sessions/service';
import type { MultipartBody } from '../uploads/multipart';
import { checkProfileImage } from '../uploads/profileImage';

const alreadyVerified = () => new HttpError(409, {}, 'Your mobile number is already verified.');

/** A new, unverified customer. Only name, mobile and password are read: the schema drops role, ids and flags. */
export async function registerCustomer(context: AppContext, body: unknown): Promise<AccountRow> {
  const input = signUpSchema.parse(body ?? {});
  if (await isMobileTaken(context.db, 'user', input.mobile)) throw mobileTaken();
  const passwordHash = await hashPassword(input.password);
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

export async function verifyMobile(context: AppContext, account: SessionAccount, body: unknown): Promise<void> {
  const { otp } = otpSchema.parse(body ?? {});
  if (account.isVerified) throw alreadyVerified();
  await useCode(context, account.userId, 'verify', otp);
  await setVerified(context.db, account.userId, true);
}

/** Name, e-mail, mobile, address and photo of the session's own account; a new number must be verified again. */
export async function updateCustomerProfile(context: AppContext, userId: number, form: MultipartBody): Promise<AccountRow> {
  const errors: FieldErrors = {};
  const parsed = userProfileSchema.safeParse(form.fields);
  if (!parsed.success) Object.assign(errors, firstMessages(fieldErrorsFromZod(parsed.error)));
  const image = checkProfileImage(form.files, errors);
  if (!parsed.success || Object.keys(errors).length > 0) throw unprocessable(errors);
  const input = parsed.data;
  const account = await loadAccount(context, userId);
  if (await isMobileTaken(context.db, 'user', input.mobile, userId)) throw mobileTaken();
  const mobileChanged = input.mobile !== account.mobile;
  return saveContactDetails(
    context,
    account,
    {
      name: input.name,
      email: input.email === undefined ? account.email : input.email || null,
      mobile: input.mobile,
      address: input.address === undefined ? account.address : input.address || null,
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
