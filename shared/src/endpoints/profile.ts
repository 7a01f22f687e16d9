import type * as z from 'zod/mini';
import { queryKeys, type Role } from '@servenear/shared/host';
import { userProfileWire } from '../wire/auth';
import { defineEndpoint, envelope, messageEnvelope } from './define';

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
  /** A new login number waiting for its code (ours); null when none. */
  pendingMobile: string | null;
}

/** A deleted account has no mobile; the screens show missing text as empty. */
const toProfile = (wire: z.output<typeof userProfileWire>): UserProfile => ({
  id: wire.id,
  name: wire.name,
  mobile: wire.mobile ?? '',
  email: wire.email ?? '',
  address: wire.address ?? '',
  imageUrl: wire.image_url || null,
  verified: wire.is_verified === 1,
  role: wire.role,
  pendingMobile: wire.pending_mobile ?? null,
});

/** customer §7 'GET user/user-details': also the login status check (401 when the session is gone). */
export const customerDetailsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/user-details',
  summary: "The signed-in customer's profile",
  description: 'The same answer as user/userprofile (customer §7 has both).',
  reply: envelope(userProfileWire),
  toModel: ({ data }) => toProfile(data),
});

/** customer §7 'GET user/userprofile': the account layout and its pages, booking form prefill. */
export const customerProfileEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/userprofile',
  summary: "The signed-in customer's profile",
  description: 'The same answer as user/user-details (customer §7 has both).',
  reply: envelope(userProfileWire),
  toModel: ({ data }) => toProfile(data),
  key: () => queryKeys.account.profile(),
});

/**
 * customer §7 'POST user/updateprofile', as multipart: name, email, mobile and address, and
 * profile_image only when a new picture was chosen. The route reads the form itself, with the
 * profile form's own rules (`body`) and the photo's by its content; a new mobile number must be
 * verified again.
 */
export const updateCustomerProfileEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/updateprofile',
  summary: "Saves the signed-in customer's name, e-mail, mobile, address and photo",
  description: 'Multipart, so that profile_image can come with the fields. A field left out keeps its value; sent empty, it is cleared. A new mobile number must be verified again.',
  consumes: ['multipart/form-data'],
  loadBody: () => import('../schemas/auth').then((rules) => rules.userProfileSchema),
  reply: messageEnvelope(userProfileWire),
  toModel: ({ data, message }) => ({ profile: toProfile(data), message }),
});
