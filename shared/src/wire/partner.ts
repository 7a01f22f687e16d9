import { z } from 'zod';
import { omit } from 'zod/mini';
import { authSuccessWire } from './auth';

/**
 * Wire shapes of the partner calls (partner §3, §7), as zod schemas with their types inferred:
 * the server answers with them (and, in tests, checks every answer against them). The booking
 * cards a partner lists (PartnerBookingWire, PartnerCancelledWire) are in ./booking.
 */

/** The three states of a partner's registration; only a verified partner works on bookings. */
export const verificationStatusWire = z.enum(['pending', 'verified', 'rejected']);

/** The spec sends flags as 0/1; 1 = verified. */
const verifiedFlagWire = z.union([z.literal(0), z.literal(1)]);

/**
 * partner §3 'Employee login result': the `success` object of POST employee/login (and of
 * admin/login, which has the same shape). Unlike a customer's, it carries no mobile number.
 */
export const partnerLoginSuccessWire = omit(authSuccessWire, { mobile: true });

/** POST employee/login reply: the session sits under `success`, not `data`. */
export const partnerLoginReplyWire = z.object({
  status: z.number().int(),
  message: z.string(),
  success: partnerLoginSuccessWire,
});
export type PartnerLoginReplyWire = z.infer<typeof partnerLoginReplyWire>;

/** POST employee/employee-register → data: the new (pending) partner's account id. */
export const partnerRegisteredWire = z.object({ id: z.number().int() });
export type PartnerRegisteredWire = z.infer<typeof partnerRegisteredWire>;

/** partner §3 'Employee profile' plus the verification state: GET employee/userprofile → data. */
export const partnerProfileWire = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  /** Only a deleted (anonymised) account has none. */
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  /** Site-relative URL of the profile picture, or null. */
  image_url: z.string().nullable(),
  bankname: z.string().nullable(),
  account_number: z.string().nullable(),
  ifsc_code: z.string().nullable(),
  branch_name: z.string().nullable(),
  is_verified: verifiedFlagWire,
  verification_status: verificationStatusWire,
  /** Why an admin turned the registration down; null unless rejected. */
  rejection_reason: z.string().nullable(),
});
export type PartnerProfileWire = z.infer<typeof partnerProfileWire>;

/**
 * POST employee/generate/otp → data. The code itself is never sent (partner §7 shows data.otp):
 * it goes to the customer by SMS, who reads it out to the partner at the door.
 */
export const startCodeSentWire = z.object({
  otp_sent: z.literal(true),
  /** ISO date-time after which the code no longer starts the job. */
  expires_at: z.string(),
});
export type StartCodeSentWire = z.infer<typeof startCodeSentWire>;
