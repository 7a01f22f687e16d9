import * as v from 'valibot';
import type { Role } from '@servenear/shared/host';
import type { UserProfileWire } from '@servenear/shared/wire';
import { apiClient } from './client';
import { envelope, messageOnly, maybe, parseReply, readsWire, role, verifiedFlag } from './reply';

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

/** customer §3 'User profile'. A deleted account has no mobile; only the id and name are sure. */
const userProfileReply = readsWire<UserProfileWire>()(
  v.object({
    id: v.number(),
    name: v.string(),
    mobile: maybe(v.string()),
    email: maybe(v.string()),
    address: maybe(v.string()),
    image_url: maybe(v.string()),
    is_verified: v.optional(verifiedFlag),
    role: v.optional(role),
  }),
);
type UserProfileReply = v.InferOutput<typeof userProfileReply>;

function toProfile(wire: UserProfileReply): UserProfile {
  return {
    id: wire.id,
    name: wire.name,
    mobile: wire.mobile ?? '',
    email: wire.email ?? '',
    address: wire.address ?? '',
    imageUrl: wire.image_url || null,
    verified: wire.is_verified === 1,
    role: wire.role ?? 'user',
  };
}

/** An update may answer with the saved profile or with its message only. */
const updatedProfileReply = v.object({ data: v.optional(userProfileReply), message: v.optional(v.string()) });

async function getProfile(path: string, signal?: AbortSignal): Promise<UserProfile> {
  const response = await apiClient.get<unknown>(path, { signal });
  return toProfile(parseReply(envelope(userProfileReply), response).data);
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
    const response = await apiClient.post<unknown>('user/updateprofile', form);
    const { data, message } = parseReply(updatedProfileReply, response);
    return { profile: data ? toProfile(data) : null, message: message ?? null };
  },

  /** GET user/deleteacount (sic): anonymises the account and ends its sessions. */
  async deleteAccount(): Promise<string | null> {
    const response = await apiClient.get<unknown>('user/deleteacount');
    return parseReply(messageOnly, response).message ?? null;
  },
};
