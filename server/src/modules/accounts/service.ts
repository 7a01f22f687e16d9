import type { LoginCredentials, PasswordChange } from '@servenear/shared/schemas';
import type { AuthSuccessWire, UserProfileWire } from '@servenear/shared/wire';
import type { AppContext } from '../../context';
import { httpTexts } from '../../http/messages';
import { HttpError } from '../../lib/httpError';
import type { MediaLinks } from '../media/links';
import { filePath } from '../media/urls';
import { checkNewPassword, decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { accountTexts } from './messages';
import { findAccount, findAccountByMobile, setPasswordHash, type AccountRow, type Role } from './repository';

export const accountMessages = accountTexts.account;

/**
 * The account of this role with this mobile and password; 401 otherwise. Without a match a
 * decoy hash is still checked, so the answer time does not tell which numbers have accounts.
 */
export async function authenticate(context: AppContext, role: Role, { mobile, password }: LoginCredentials): Promise<AccountRow> {
  const account = await findAccountByMobile(context.db, role, mobile);
  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash(context.config.passwordHashCost)));
  if (!account || !matches) throw new HttpError(401, {}, accountMessages.badLogin);
  return account;
}

export async function changePassword(context: AppContext, userId: number, input: PasswordChange): Promise<void> {
  checkNewPassword(input.new_password, 'new_password');
  const account = await findAccount(context.db, userId);
  if (!account || !(await verifyPassword(input.old_password, account.passwordHash))) {
    throw new HttpError(422, { old_password: [accountMessages.oldPasswordWrong] }, accountMessages.oldPasswordWrong);
  }
  await setPasswordHash(context.db, userId, await hashPassword(input.new_password, context.config.passwordHashCost));
}

/** The session's own account row; gone (deleted meanwhile) reads as signed out. */
export async function loadAccount(context: AppContext, userId: number): Promise<AccountRow> {
  const account = await findAccount(context.db, userId);
  if (!account) throw new HttpError(401, {}, httpTexts.loginRequired);
  return account;
}

/** The account's own photo, as a signed link: profile photos are private (media/profilePhotoRoutes). */
export function imageUrl(links: MediaLinks, imagePath: string | null): string | null {
  return imagePath ? links.sign(filePath('profile', imagePath)) : null;
}

/** The spec sends flags as 0/1. */
export const asFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** customer §3 'User profile', as user-details, userprofile and updateprofile answer it. */
export function userDetails(account: AccountRow, links: MediaLinks): UserProfileWire {
  return {
    id: account.id,
    name: account.name,
    mobile: account.mobile,
    email: account.email,
    address: account.address,
    image_url: imageUrl(links, account.imagePath),
    is_verified: asFlag(account.isVerified),
    role: account.role,
    pending_mobile: account.pendingMobile,
  };
}

/** The `success` object of a login or sign-up. */
export function loginResult(account: AccountRow, token: string): AuthSuccessWire {
  return {
    token,
    role: account.role,
    name: account.name,
    id: account.id,
    is_verified: asFlag(account.isVerified),
    mobile: account.mobile,
  };
}
