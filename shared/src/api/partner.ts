import * as v from 'valibot';
import type { AxiosProgressEvent } from 'axios';
import type { PartnerLoginReplyWire, PartnerProfileWire, PartnerRegisteredWire } from '@servenear/shared/wire';
import { ApiError } from './ApiError';
import { apiClient } from './client';
import { envelope, messageOnly, maybe, parseReply, readsWire, verifiedFlag } from './reply';

export type VerificationStatus = 'pending' | 'verified' | 'rejected';

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

export interface PartnerLoginResult {
  id: number;
  name: string;
  verified: boolean;
  message: string;
}

export interface PartnerProfile {
  id: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  imageUrl: string | null;
  bankName: string;
  accountNumber: string;
  ifscCode: string;
  branchName: string;
  verified: boolean;
  verificationStatus: VerificationStatus;
  rejectionReason: string | null;
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

/** partner §3 'Employee login result': only the public fields are read, never the token. */
const loginReply = readsWire<PartnerLoginReplyWire>()(
  v.object({
    message: v.optional(v.string()),
    success: v.object({ id: v.number(), name: v.string(), is_verified: verifiedFlag }),
  }),
);

/** The new partner's id; a reply without one still means the registration was taken. */
const registeredReply = v.object({
  data: v.optional(readsWire<PartnerRegisteredWire>()(v.object({ id: v.number() }))),
  message: v.optional(v.string()),
});

/**
 * partner §3 'Employee profile'. verification_status may be missing (the spec's server sends only
 * is_verified), and the text fields may be null until the partner fills them in.
 */
const profileReply = readsWire<PartnerProfileWire>()(
  v.object({
    id: v.number(),
    name: v.string(),
    email: v.nullable(v.string()),
    mobile: v.nullable(v.string()),
    address: v.nullable(v.string()),
    image_url: v.nullable(v.string()),
    bankname: v.nullable(v.string()),
    account_number: v.nullable(v.string()),
    ifsc_code: v.nullable(v.string()),
    branch_name: v.nullable(v.string()),
    is_verified: verifiedFlag,
    verification_status: v.optional(v.picklist(['pending', 'verified', 'rejected'])),
    rejection_reason: maybe(v.string()),
  }),
);

/** The spec's server answers a missing profile with a 2xx and `success: false`. */
const profileRefusal = v.object({ success: v.boolean(), message: v.optional(v.string()) });

function toProfile(wire: v.InferOutput<typeof profileReply>): PartnerProfile {
  const verificationStatus = wire.verification_status ?? (wire.is_verified === 1 ? 'verified' : 'pending');
  return {
    id: wire.id,
    name: wire.name,
    email: wire.email ?? '',
    mobile: wire.mobile ?? '',
    address: wire.address ?? '',
    imageUrl: wire.image_url || null,
    bankName: wire.bankname ?? '',
    accountNumber: wire.account_number ?? '',
    ifscCode: wire.ifsc_code ?? '',
    branchName: wire.branch_name ?? '',
    verified: verificationStatus === 'verified',
    verificationStatus,
    rejectionReason: wire.rejection_reason || null,
  };
}

async function postForMessage(path: string, body: unknown, options: UploadOptions = {}): Promise<string> {
  const response = await apiClient.post<unknown>(path, body, { onUploadProgress: options.onUploadProgress });
  return parseReply(messageOnly, response).message ?? '';
}

export const partnerApi = {
  /** POST employee/employee-register: multipart, ID proofs as images[]; does not sign in. */
  async register(registration: PartnerRegistration, options: UploadOptions = {}): Promise<{ id: number | null; message: string }> {
    const form = new FormData();
    const { images, isChecked, branchName, ...fields } = registration;
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('branchName', branchName ?? '');
    form.append('isChecked', String(isChecked));
    for (const image of images) form.append('images[]', image, image.name);
    const response = await apiClient.post<unknown>('employee/employee-register', form, {
      onUploadProgress: options.onUploadProgress,
    });
    const { data, message } = parseReply(registeredReply, response);
    return { id: data?.id ?? null, message: message ?? '' };
  },

  /** POST employee/login: the session cookie is set by the reply; only its public fields are read. */
  async login(credentials: { mobile: string; password: string }): Promise<PartnerLoginResult> {
    const response = await apiClient.post<unknown>('employee/login', credentials);
    const { success, message } = parseReply(loginReply, response);
    return { id: success.id, name: success.name, verified: success.is_verified === 1, message: message ?? '' };
  },

  /** GET employee/userprofile. */
  async userProfile(options: { signal?: AbortSignal } = {}): Promise<PartnerProfile> {
    const response = await apiClient.get<unknown>('employee/userprofile', { signal: options.signal });
    const refusal = v.safeParse(profileRefusal, response.data);
    if (refusal.success && !refusal.output.success) throw new ApiError(response.status, {}, refusal.output.message || 'Profile not available');
    return toProfile(parseReply(envelope(profileReply), response).data);
  },

  /** POST employee/updateprofile: multipart name, email, mobile, address, profile_image. */
  updateProfile(update: PartnerProfileUpdate, options: UploadOptions = {}): Promise<string> {
    const form = new FormData();
    form.append('name', update.name);
    form.append('email', update.email);
    form.append('mobile', update.mobile);
    form.append('address', update.address);
    if (update.profileImage) form.append('profile_image', update.profileImage, update.profileImage.name);
    return postForMessage('employee/updateprofile', form, options);
  },

  /** POST employee/updateprofile1: bank details. */
  updateBank(bank: BankDetailsUpdate): Promise<string> {
    return postForMessage('employee/updateprofile1', {
      bankName: bank.bankName,
      accountNumber: bank.accountNumber,
      ifscCode: bank.ifscCode,
      branchName: bank.branchName ?? '',
      ...(bank.id === undefined ? {} : { id: bank.id }),
    });
  },

  /** POST employee/changepassword. */
  changePassword(change: PasswordChange): Promise<string> {
    return postForMessage('employee/changepassword', {
      old_password: change.oldPassword,
      new_password: change.newPassword,
      confirm_password: change.confirmPassword,
    });
  },
};
