import * as z from 'zod/mini';
import { codeTimingsWire } from './codes';
import { authSuccessWire } from './auth';

/**
 * Wire shapes of the partner calls (partner §3, §7), as zod schemas with their types inferred:
 * the server answers with them (and, in tests, checks every answer against them). The booking
 * cards a partner lists (PartnerBookingWire, PartnerCancelledWire) are in ./booking.
 */

/** The states of a partner's registration; only a verified partner works on bookings. A suspended one was verified until ops took him off (issue 36). */
export const verificationStatusWire = /* @__PURE__ */ z.enum(['pending', 'verified', 'rejected', 'suspended']);

/** The spec sends flags as 0/1; 1 = verified. */
const verifiedFlagWire = /* @__PURE__ */ z.union([z.literal(0), z.literal(1)]);

/**
 * partner §3 'Employee login result': the `success` object of POST employee/login (and of
 * admin/login, which has the same shape). Unlike a customer's, it carries no mobile number.
 */
export const partnerLoginSuccessWire = /* @__PURE__ */ z.omit(authSuccessWire, { mobile: true });

/** POST employee/login reply: the session sits under `success`, not `data`. */
export const partnerLoginReplyWire = /* @__PURE__ */ z.object({
  status: z.int(),
  message: z.string(),
  success: partnerLoginSuccessWire,
});

/** POST employee/employee-register → data: the new (pending) partner's account id. */
export const partnerRegisteredWire = /* @__PURE__ */ z.object({
  id: z.int(),
  /** The mobile code texted at registration (ours): seconds until it expires and until another can be sent; absent when none went out. */
  code: z.optional(codeTimingsWire),
});

/** partner §3 'Employee profile' plus the verification state: GET employee/userprofile → data. */
export const partnerProfileWire = /* @__PURE__ */ z.object({
  id: z.int(),
  name: z.string(),
  email: z.nullable(z.string()),
  /** Only a deleted (anonymised) account has none. */
  mobile: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** Site-relative URL of the profile picture, or null. */
  image_url: z.nullable(z.string()),
  bankname: z.nullable(z.string()),
  account_number: z.nullable(z.string()),
  ifsc_code: z.nullable(z.string()),
  branch_name: z.nullable(z.string()),
  /** As on the passbook; null for a partner registered before it was asked. */
  account_holder_name: z.nullable(z.string()),
  /** True from a change of bank details until ops have checked them: no payout is made meanwhile. */
  payout_hold: z.boolean(),
  is_verified: verifiedFlagWire,
  verification_status: verificationStatusWire,
  /** Why an admin turned the registration down; null unless rejected. */
  rejection_reason: z.nullable(z.string()),
  /** A new login number waiting for its code (ours); the partner signs in with `mobile` until then. */
  pending_mobile: z.optional(z.nullable(z.string())),
});
export type PartnerProfileWire = z.infer<typeof partnerProfileWire>;

/**
 * POST employee/generate/otp → data. The code itself is never sent (partner §7 shows data.otp):
 * it goes to the customer by SMS, who reads it out to the partner at the door.
 */
export const startCodeSentWire = /* @__PURE__ */ z.object({
  otp_sent: z.literal(true),
  /** ISO date-time after which the code no longer starts the job. */
  expires_at: z.string(),
});
