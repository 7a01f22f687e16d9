import * as z from 'zod/mini';
import { queryKeys } from '@servenear/shared/host';
import { partnerLoginReplyWire, partnerProfileWire, partnerRegisteredWire } from '../wire/partner';
import { toCodeTimings } from './codes';
import { defineEndpoint, messageEnvelope, messageReply } from './define';

/*
 * The partner's account (partner §7), under /api/employee: registration, sign-in and sign-out,
 * the profile and its bank details, the password. The ID proofs' bytes
 * (GET employee/id-proofs/{proofId}) are a file, not an API call: not here.
 */

export type VerificationStatus = 'pending' | 'verified' | 'rejected' | 'suspended';

/** The signed-in partner as the portal's layout and forms read them. */
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
  accountHolderName: string;
  /** Payouts wait for ops to check changed bank details (issue 36). */
  payoutHold: boolean;
  verified: boolean;
  verificationStatus: VerificationStatus;
  rejectionReason: string | null;
  /** A new login number waiting for its code (ours); null when none. */
  pendingMobile: string | null;
}

/** What a change answers with: the server's message, for a toast. */
const messageOf = ({ message }: { message: string }) => message;

/** POST employee/employee-register: multipart (the ID proofs as images[]); does not sign in. */
export const partnerRegisterEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/employee-register',
  summary: 'Register as a partner, with 1 to 3 ID proofs (waits for verification)',
  description:
    'Multipart: the registration fields and `images[]`, 1 to 3 ID proofs (JPG, PNG, WebP or PDF, at most 5 MB each). ' +
    'Every field at fault is answered at once (422). Does not sign in: the new partner waits for ops to verify them.',
  // The fields as the form's schema reads them; the route reads the parts itself (server/src/modules/partner/account/forms.ts).
  loadBody: () => import('../schemas/partner').then((rules) => rules.partnerRegistrationSchema),
  consumes: ['multipart/form-data'],
  reply: messageEnvelope(partnerRegisteredWire),
  toModel: ({ data, message }) => ({ id: data.id, message, code: data.code ? toCodeTimings(data.code) : null }),
});

/** partner §3 'Employee login result': the reply sets the session cookie; only the public fields are read, never the token. */
export const partnerLoginEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/login',
  summary: 'Sign in as a partner with mobile number and password',
  description: 'The session is set as a cookie and sent under `success`, as the customer’s login but without the mobile number (partner §3).',
  loadBody: () => import('../schemas/auth').then((rules) => rules.loginSchema),
  reply: partnerLoginReplyWire,
  toModel: ({ success, message }) => ({ id: success.id, name: success.name, verified: success.is_verified === 1, message }),
});

/** POST employee/logout: the body's token is ignored, the session that made the request is the one ended. */
export const partnerLogoutEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/logout',
  summary: 'Sign out: the session that made the request ends',
  description: 'Any fields of the body are ignored (partner §7 sends the token): the session that made the request is the one ended.',
  // Reads none: any fields a client sends are dropped, and a missing body is fine.
  body: z.object({}),
  reply: messageReply,
  toModel: messageOf,
});

/** partner §3 'Employee profile' plus the verification state; the spec puts `success: true` beside the data. */
export const partnerProfileEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/userprofile',
  summary: "The signed-in partner's profile, bank details and verification state",
  reply: z.object({ status: z.int(), success: z.literal(true), data: partnerProfileWire }),
  toModel: ({ data }): PartnerProfile => ({
    id: data.id,
    name: data.name,
    email: data.email ?? '',
    mobile: data.mobile ?? '',
    address: data.address ?? '',
    imageUrl: data.image_url || null,
    bankName: data.bankname ?? '',
    accountNumber: data.account_number ?? '',
    ifscCode: data.ifsc_code ?? '',
    branchName: data.branch_name ?? '',
    accountHolderName: data.account_holder_name ?? '',
    payoutHold: data.payout_hold,
    verified: data.verification_status === 'verified',
    verificationStatus: data.verification_status,
    rejectionReason: data.rejection_reason || null,
    pendingMobile: data.pending_mobile ?? null,
  }),
  key: () => queryKeys.partner.profile(),
});

/** POST employee/updateprofile: multipart name, email, mobile, address and an optional profile_image. */
export const partnerUpdateProfileEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/updateprofile',
  summary: "Change the partner's contact details and, optionally, photo",
  description: 'Multipart (or JSON without a photo): `name`, `email`, `mobile`, `address` and an optional `profile_image`. Every field at fault is answered at once (422).',
  // The fields as the form's schema reads them; the route reads the parts itself (server/src/modules/partner/account/forms.ts).
  loadBody: () => import('../schemas/partner').then((rules) => rules.partnerProfileSchema),
  consumes: ['multipart/form-data'],
  reply: messageReply,
  toModel: messageOf,
});

/** POST employee/updateprofile1: the bank details. */
export const partnerUpdateBankEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/updateprofile1',
  summary: "Change the partner's bank details",
  description: 'partner §3 sends the account’s `id` too: it is checked as an id but never used (the session’s own account is changed).',
  loadBody: () => import('../schemas/partner').then((rules) => rules.bankDetailsSchema),
  reply: messageReply,
  toModel: messageOf,
});

/** POST employee/changepassword: the partner's other sessions end; this device stays signed in. */
export const partnerChangePasswordEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/changepassword',
  summary: "Change the partner's password",
  description: 'As a reset does, every other session of the partner ends: whoever knew the old password is signed out, this device stays.',
  loadBody: () => import('../schemas/auth').then((rules) => rules.changePasswordSchema),
  reply: messageReply,
  toModel: messageOf,
});
