import type { Role } from '@servenear/shared/host';
import type { ApiEnvelope, UserProfileWire } from '@servenear/shared/wire';
import { ApiError } from './ApiError';
import { apiClient } from './client';
import { isRecord, unwrapEnvelope } from './normalise';

/** customer §3 'User profile', in the app's own words. */
export interface UserProfile {
  id: number;
  name: string;
  mobile: string;
  email: string;
  address: string;
  /** Site-relative URL, or null when the customer has no picture. */
  imageUrl: string | null;
  verified: boolean;
  role: Role;
}

export interface ProfileUpdate {
  name: string;
  email: string;
  mobile: string;
  address: string;
  /** A new picture, or null to keep the current one. */
  profileImage: Blob | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function toProfile(status: number, data: unknown): UserProfile {
  if (!isRecord(data) || !Number.isInteger(data.id) || typeof data.name !== 'string') {
    throw new ApiError(status, {}, 'Unexpected profile from the server');
  }
  const wire = data as Partial<UserProfileWire> & { id: number; name: string };
  return {
    id: wire.id,
    name: wire.name,
    mobile: text(wire.mobile),
    email: text(wire.email),
    address: text(wire.address),
    imageUrl: typeof wire.image_url === 'string' && wire.image_url !== '' ? wire.image_url : null,
    verified: Number(wire.is_verified) === 1,
    role: wire.role === 'employee' || wire.role === 'admin' ? wire.role : 'user',
  };
}

async function getProfile(path: string, signal?: AbortSignal): Promise<UserProfile> {
  const response = await apiClient.get<ApiEnvelope<UserProfileWire>>(path, { signal });
  const { data } = unwrapEnvelope(response.status, response.data);
  return toProfile(response.status, data);
}

/** Customer profile calls of customer §7 'Profile'. */
export const profileApi = {
  /** GET user/user-details: also the login status check (401 when the session is gone). */
  userDetails(options: { signal?: AbortSignal } = {}): Promise<UserProfile> {
    return getProfile('user/user-details', options.signal);
  },

  /** GET user/userprofile. */
  userProfile(options: { signal?: AbortSignal } = {}): Promise<UserProfile> {
    return getProfile('user/userprofile', options.signal);
  },

  /** POST user/updateprofile as multipart; profile_image only when a new picture was chosen. */
  async updateProfile(update: ProfileUpdate): Promise<{ profile: UserProfile | null; message: string | null }> {
    const form = new FormData();
    form.append('name', update.name);
    form.append('email', update.email);
    form.append('mobile', update.mobile);
    form.append('address', update.address);
    if (update.profileImage) form.append('profile_image', update.profileImage);
    const response = await apiClient.post<ApiEnvelope<UserProfileWire>>('user/updateprofile', form);
    const { data, message } = unwrapEnvelope(response.status, response.data);
    return { profile: isRecord(data) ? toProfile(response.status, data) : null, message: message ?? null };
  },

  /** GET user/deleteacount (sic): anonymises the account and ends its sessions. */
  async deleteAccount(): Promise<string | null> {
    const response = await apiClient.get<ApiEnvelope<unknown>>('user/deleteacount');
    return unwrapEnvelope(response.status, response.data).message ?? null;
  },
};
