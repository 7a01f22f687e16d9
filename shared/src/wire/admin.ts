import * as z from 'zod/mini';
import { partnerLoginReplyWire, verificationStatusWire } from './partner';

/**
 * Wire shapes of the ops calls under /api/admin (partner verification, booking allocation), as
 * zod schemas with their types inferred. The admin CLI reads them, and so does the ops console
 * (remote-ops, through @servenear/shared/ops-api).
 */

/** POST admin/login reply: the partner login's shape, with role 'admin'. */
export const adminLoginReplyWire = partnerLoginReplyWire;

/** An uploaded ID proof as ops see it in a list. */
export const idProofSummaryWire = /* @__PURE__ */ z.object({
  id: z.int(),
  mime: z.string(),
  /** Bytes. */
  size: z.int(),
  /**
   * The site path its bytes come from (today GET /api/employee/id-proofs/{id}), for an admin's
   * (or the partner's) session only. The server names it; clients open it as given.
   */
  url: z.string(),
});

/** GET admin/partners?status= → data[]: a partner in one verification state. */
export const partnerListItemWire = /* @__PURE__ */ z.object({
  id: z.int(),
  name: z.string(),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** ISO date-time of the registration. */
  registered_at: z.string(),
  verification_status: verificationStatusWire,
  rejection_reason: z.nullable(z.string()),
  id_proofs: z.array(idProofSummaryWire),
  /** Ours (issue 37): how many jobs the partner gave back. */
  cancellations: z.optional(z.int()),
});
export type PartnerListItemWire = z.infer<typeof partnerListItemWire>;

/** GET admin/bookings?status= → data[]: one booking line with its booking's address and customer. */
export const adminBookingLineWire = /* @__PURE__ */ z.object({
  line_id: z.int(),
  booking_id: z.int(),
  /** The reference the customer sees, e.g. 'SN-000123'. */
  reference: z.string(),
  service_id: z.int(),
  service_name: z.string(),
  /** YYYY-MM-DD. */
  service_date: z.string(),
  /** HH:MM. */
  service_time: z.string(),
  work_type: z.enum(['day', 'hour']),
  day_hours: z.int(),
  /** Whole rupees. */
  price: z.int(),
  status: z.enum(['pending', 'assigned', 'confirmed', 'completed', 'completed-issue', 'cancelled']),
  /** Whether the completed work was approved (by the customer or ops). */
  approved: z.boolean(),
  cancelled_by: z.nullable(z.enum(['admin', 'user', 'employee'])),
  /** Whole rupees owed back to the customer for this line. */
  refund_amount: z.int(),
  payment_status: z.enum(['pending', 'paid']),
  address: z.string(),
  /** Where the work is done; null when the address could not be placed. */
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  customer_name: z.string(),
  customer_mobile: z.string(),
  partner_id: z.nullable(z.int()),
  partner_name: z.nullable(z.string()),
  /** Issue 37: ISO date-times the work started and was marked completed; null until then. */
  started_at: z.nullable(z.string()),
  completed_at: z.nullable(z.string()),
  /** Issue 37: marked completed within ten minutes of its start, for ops to look into. */
  quick_completion: z.boolean(),
  /** Ours (issue 37): the last partner who gave this line back, why, and how many jobs he gave back in all; null when none did. */
  given_back: z.optional(
    z.nullable(
      z.object({
        partner_id: z.int(),
        partner_name: z.nullable(z.string()),
        reason: z.string(),
        cancelled_at: z.string(),
        partner_cancellations: z.int(),
      }),
    ),
  ),
});
export type AdminBookingLineWire = z.infer<typeof adminBookingLineWire>;

/** GET admin/bookings/lines/{id}/partners → data[]: who may take the line, nearest first. */
export const eligiblePartnerWire = /* @__PURE__ */ z.object({
  id: z.int(),
  name: z.string(),
  mobile: z.nullable(z.string()),
  /** Kilometres to the partner's nearest work location, one decimal; null when the booking has no coordinates. */
  distance_km: z.nullable(z.number()),
  /** Ours (issue 37): his jobs' average rating (0 while none), its review count, and the lines he completed. */
  average_rating: z.number(),
  total_reviews: z.int(),
  jobs_done: z.int(),
  /** Issue 39: jobs he gave back to ops (partner cancellations) in the last 90 days. */
  cancellations_90d: z.int(),
  /** Issue 39: his lines assigned or started on the booking's service date: the load he would add this one to. */
  jobs_that_day: z.int(),
  /** Issue 39: his work place nearest the booking, for the console's map. */
  latitude: z.number(),
  longitude: z.number(),
  /** Issue 39: he holds this line now (listed for a re-assignment, which refuses him). */
  current: z.boolean(),
});
export type EligiblePartnerWire = z.infer<typeof eligiblePartnerWire>;

/** POST admin/bookings/lines/{id}/cancel → data. */
export const lineCancelledWire = /* @__PURE__ */ z.object({
  /** Whole rupees owed back: the line's price when the booking was paid, else 0. */
  refund_amount: z.int(),
});

/**
 * GET admin/partners/{id}/kyc → data (issue 36): what ops check before verifying a partner, and
 * again when his bank details change. An ID proof's `url` opens for an admin's session only.
 */
export const partnerKycWire = /* @__PURE__ */ z.object({
  id: z.int(),
  name: z.string(),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** YYYY-MM-DD. */
  dob: z.nullable(z.string()),
  /** Whole years today in India. */
  age: z.nullable(z.int()),
  gender: z.nullable(z.string()),
  /** Whether the partner entered the code texted to his mobile number; until then he cannot be verified. */
  mobile_confirmed: z.boolean(),
  verification_status: verificationStatusWire,
  rejection_reason: z.nullable(z.string()),
  suspension_reason: z.nullable(z.string()),
  bank: z.object({
    account_holder_name: z.nullable(z.string()),
    bank_name: z.nullable(z.string()),
    account_number: z.nullable(z.string()),
    ifsc_code: z.nullable(z.string()),
    /** Whether the IFSC names a branch in the RBI's list (older rows were never checked). */
    ifsc_known: z.boolean(),
    branch_name: z.nullable(z.string()),
    /** Changed by the partner and not yet checked by ops: no payout meanwhile. */
    payout_hold: z.boolean(),
    /** ISO date-time of the last change by the partner. */
    changed_at: z.nullable(z.string()),
  }),
  id_proofs: z.array(z.extend(idProofSummaryWire, { uploaded_at: z.string() })),
});
export type PartnerKycWire = z.infer<typeof partnerKycWire>;

/** POST admin/partners/{id}/suspend → data: what the suspension did to his jobs. */
export const partnerSuspendedWire = /* @__PURE__ */ z.object({
  /** Booking lines allocated and not started: back in ops' queue, pending. */
  released_lines: z.array(z.int()),
  /** Pass Fast Express moves from today on: back with ops, no partner. */
  released_moves: z.array(z.int()),
  /** Started jobs left with him: ops settle each one (bookings:cancel, or let him finish after a reinstatement). */
  started_lines: z.array(z.int()),
});
export type PartnerSuspendedWire = z.infer<typeof partnerSuspendedWire>;

/** One "tell me when you arrive in <place>" request (POST arrival-requests), as ops read it. */
const arrivalRequestWire = /* @__PURE__ */ z.object({
  id: z.int(),
  /** The address or city as it was typed. */
  place: z.string(),
  mobile: z.string(),
  /** The signed-in customer who asked; null for a visitor. */
  customer_id: z.nullable(z.int()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  /** ISO date-time. */
  created_at: z.string(),
});

/** GET admin/arrival-requests → data: a page of requests, newest first, and how many ask for each place. */
export const arrivalRequestPageWire = /* @__PURE__ */ z.object({
  requests: z.array(arrivalRequestWire),
  /** The page to ask for next; null on the last page. */
  next_page: z.nullable(z.int()),
  /** Every request, all pages. */
  total: z.int(),
  /** Places by how many ask for them (most first; case aside, under the latest spelling), at most 100. */
  places: z.array(z.object({ place: z.string(), requests: z.int(), latest_at: z.string() })),
});
export type ArrivalRequestPageWire = z.infer<typeof arrivalRequestPageWire>;
