import type { AxiosProgressEvent } from 'axios';
import type * as core from 'zod/v4/core';
import type { partnerChangePasswordEndpoint, partnerUpdateBankEndpoint } from '../endpoints/partner';

/*
 * What the partner's account forms send (partner §3, §7), written as the wire spells it. The
 * calls themselves are the catalogue's (../endpoints/partner.ts), made by the hooks of
 * ./queries/partner.ts.
 */

/** Every field of partner §3 'Employee registration'; images are the ID proofs (1 to 3). */
export interface PartnerRegistration {
  name: string;
  mobile: string;
  email: string;
  password: string;
  dob: string;
  gender: 'male' | 'female' | 'other';
  address: string;
  employeeType: 'permenent' | 'contract';
  experience: string;
  description: string;
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  ifcsCode: string;
  branchName?: string;
  isChecked: boolean;
  images: readonly File[];
}

export interface UploadOptions {
  /** axios's upload progress, for a progress bar while the files go up. */
  onUploadProgress?: (event: AxiosProgressEvent) => void;
}

export interface PartnerProfileUpdate {
  name: string;
  email: string;
  mobile: string;
  address: string;
  /** A new photo, or nothing to keep the current one. */
  profileImage?: File | null;
}

export interface BankDetailsUpdate {
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  ifscCode: string;
  branchName?: string;
  /** partner §3 sends the account id too; the server uses the session's own. */
  id?: number;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST employee/employee-register's multipart body: every field, then the ID proofs as images[]. */
export function registrationForm(registration: PartnerRegistration): FormData {
  const form = new FormData();
  const { images, isChecked, branchName, ...fields } = registration;
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('branchName', branchName ?? '');
  form.append('isChecked', String(isChecked));
  for (const image of images) form.append('images[]', image, image.name);
  return form;
}

/** POST employee/updateprofile's multipart body: name, email, mobile, address, and profile_image only when there is one. */
export function profileForm(update: PartnerProfileUpdate): FormData {
  const form = new FormData();
  form.append('name', update.name);
  form.append('email', update.email);
  form.append('mobile', update.mobile);
  form.append('address', update.address);
  if (update.profileImage) form.append('profile_image', update.profileImage, update.profileImage.name);
  return form;
}

/** POST employee/updateprofile1's body. */
export const bankDetailsBody = (bank: BankDetailsUpdate): core.input<NonNullable<(typeof partnerUpdateBankEndpoint)['body']>> => ({
  bankName: bank.bankName,
  accountHolderName: bank.accountHolderName,
  accountNumber: bank.accountNumber,
  ifscCode: bank.ifscCode,
  branchName: bank.branchName ?? '',
  ...(bank.id === undefined ? {} : { id: bank.id }),
});

/** POST employee/changepassword's body, in the wire's names. */
export const passwordChangeBody = (change: PasswordChange): core.input<NonNullable<(typeof partnerChangePasswordEndpoint)['body']>> => ({
  old_password: change.oldPassword,
  new_password: change.newPassword,
  confirm_password: change.confirmPassword,
});
