import type { AxiosProgressEvent } from 'axios';
import type { ApiEnvelope } from '@servenear/shared/wire';
import { ApiError } from './ApiError';
import { apiClient } from './client';
import { isRecord, unwrapEnvelope } from './normalise';

/** partner §3 'Employee login result' as the server spells it (the token stays in the cookie). */
interface EmployeeLoginWire {
  status: number;
  message?: string;
  success?: { token?: string; role?: string; name?: string; id?: number; is_verified?: number | boolean };
}

/** partner §3 'Employee profile' plus the verification fields of GET employee/userprofile. */
interface EmployeeProfileWire {
  id: number;
  name: string;
  email: string | null;
  mobile: string;
  address: string | null;
  image_url: string | null;
  bankname: string | null;
  account_number: string | null;
  ifsc_code: string | null;
  branch_name: string | null;
  is_verified: number | boolean;
  verification_status?: string;
  rejection_reason?: string | null;
}

export type VerificationStatus = 'pending' | 'verified' | 'rejected';

/** Every field of partner §3 'Employee registration'; images are the ID proofs (1 to 3). */
export interface EmployeeRegistration {
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

export interface EmployeeLoginResult {
  id: number;
  name: string;
  verified: boolean;
  message: string;
}

export interface EmployeeProfile {
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

export interface EmployeeProfileUpdate {
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

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const isOne = (value: unknown): boolean => value === 1 || value === true || value === '1';

function verificationOf(wire: Partial<EmployeeProfileWire>): VerificationStatus {
  const status = wire.verification_status;
  if (status === 'pending' || status === 'verified' || status === 'rejected') return status;
  return isOne(wire.is_verified) ? 'verified' : 'pending';
}

function toProfile(data: unknown, httpStatus: number): EmployeeProfile {
  if (!isRecord(data) || typeof data.id !== 'number') {
    throw new ApiError(httpStatus, {}, 'Unexpected profile from the server');
  }
  const wire = data as Partial<EmployeeProfileWire>;
  const verificationStatus = verificationOf(wire);
  return {
    id: data.id,
    name: text(wire.name),
    email: text(wire.email),
    mobile: text(wire.mobile),
    address: text(wire.address),
    imageUrl: optionalText(wire.image_url),
    bankName: text(wire.bankname),
    accountNumber: text(wire.account_number),
    ifscCode: text(wire.ifsc_code),
    branchName: text(wire.branch_name),
    verified: verificationStatus === 'verified',
    verificationStatus,
    rejectionReason: optionalText(wire.rejection_reason),
  };
}

async function postForMessage(path: string, body: unknown, options: UploadOptions = {}): Promise<string> {
  const response = await apiClient.post<ApiEnvelope<unknown>>(path, body, { onUploadProgress: options.onUploadProgress });
  return unwrapEnvelope(response.status, response.data).message ?? '';
}

export const employeeApi = {
  /** POST employee/employee-register: multipart, ID proofs as images[]; does not sign in. */
  async register(registration: EmployeeRegistration, options: UploadOptions = {}): Promise<{ id: number | null; message: string }> {
    const form = new FormData();
    const { images, isChecked, branchName, ...fields } = registration;
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('branchName', branchName ?? '');
    form.append('isChecked', String(isChecked));
    for (const image of images) form.append('images[]', image, image.name);
    const response = await apiClient.post<ApiEnvelope<{ id: number }>>('employee/employee-register', form, {
      onUploadProgress: options.onUploadProgress,
    });
    const { data, message } = unwrapEnvelope(response.status, response.data);
    return { id: isRecord(data) && typeof data.id === 'number' ? data.id : null, message: message ?? '' };
  },

  /** POST employee/login: the session cookie is set by the reply; only its public fields are read. */
  async login(credentials: { mobile: string; password: string }): Promise<EmployeeLoginResult> {
    const response = await apiClient.post<EmployeeLoginWire>('employee/login', credentials);
    const { message } = unwrapEnvelope(response.status, response.data);
    const success = isRecord(response.data) ? response.data.success : undefined;
    if (!isRecord(success) || typeof success.id !== 'number') {
      throw new ApiError(response.status, {}, 'Unexpected login reply from the server');
    }
    return { id: success.id, name: text(success.name), verified: isOne(success.is_verified), message: message ?? '' };
  },

  /** GET employee/userprofile. */
  async userProfile(options: { signal?: AbortSignal } = {}): Promise<EmployeeProfile> {
    const response = await apiClient.get<ApiEnvelope<EmployeeProfileWire>>('employee/userprofile', { signal: options.signal });
    if (isRecord(response.data) && response.data.success === false) {
      throw new ApiError(response.status, {}, text(response.data.message) || 'Profile not available');
    }
    const { data } = unwrapEnvelope(response.status, response.data);
    return toProfile(data, response.status);
  },

  /** POST employee/updateprofile: multipart name, email, mobile, address, profile_image. */
  updateProfile(update: EmployeeProfileUpdate, options: UploadOptions = {}): Promise<string> {
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
