import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { queryKeys } from '@servenear/shared/host';
import { defineTexts } from '@servenear/shared/i18n';
import { databaseId } from '../schemas/idSchemas';
import { partnerBookingWire, partnerCancelledWire, type PartnerBookingWire, type PartnerCancelledWire } from '../wire/booking';
import { toLineDispute } from '../wire/disputes';
import type { LineDispute } from '../domain';
import { startCodeSentWire } from '../wire/partner';
import { toRescheduleRequest, type RescheduleRequest } from './rescheduleRequest';
import { defineEndpoint, envelope, messageEnvelope, messageReply } from './define';

/*
 * A partner's bookings (partner §7): the Booking List, Completed and Canceled tabs, and the
 * actions on a job — the start code (generate/otp, verify/otp), completing and giving it back.
 * Wire shapes: partnerBookingWire and partnerCancelledWire in shared/src/wire/booking.ts.
 */

/** The statuses of a partner's line (partner §4). */
export type PartnerLineStatus = 'assigned' | 'confirmed' | 'completed' | 'completed-issue' | 'cancelled';

/** What every card of a partner's job shows: the service, its rating, the work and when. */
export interface PartnerLineCard {
  lineId: number;
  serviceName: string;
  imageUrl: string | null;
  reviewCount: number;
  /** Average rating, or null before the first review. */
  rating: number | null;
  workMethod: string;
  duration: number;
  /** YYYY-MM-DD. */
  serviceDate: string;
  /** HH:MM. */
  serviceTime: string;
  description: string;
}

/** One card of the Booking List or Completed tab (partner §3 'Employee booking'). */
export interface PartnerBooking extends PartnerLineCard {
  customerName: string;
  mobile: string;
  email: string;
  address: string;
  status: PartnerLineStatus;
  /** The customer or ops approved the completed work (completed_status 1). */
  approved: boolean;
  /** Completed lines: the price in whole rupees. */
  price: number | null;
  /** Issue 37: the customer's latest request to move the job, and its outcome; null when none. */
  reschedule: RescheduleRequest | null;
  /** Issue 37: the customer declined the work (the reason) and what ops decided; null when never. */
  dispute: LineDispute | null;
}

/** One card of the Canceled tab (partner §3 'Canceled booking (employee view)'). */
export interface PartnerCancelledBooking extends PartnerLineCard {
  /** partner §6: "admin", otherwise "you". */
  cancelledBy: 'admin' | 'you';
  /** The partner's offer of this service (View Details opens it on /ServiceEdit); null when they no longer offer it. */
  serviceActionId: number | null;
  /** ISO date-time, or null when unknown. */
  cancelledAt: string | null;
  /** Issue 37: why the partner gave the job back; null when ops or the customer cancelled. */
  reason: string | null;
}

/** Which list: the Booking List tab (open work) or the Completed tab. */
export type PartnerBookingTab = 'open' | 'completed';

/**
 * The messages of the actions' bodies, in the spec's words (the server's partnerBookingMessages
 * answers with the same texts).
 */
export const partnerBookingRequestMessages = defineTexts(
  {
    invalidCode: 'Invalid OTP. Please try again.',
    statusCompleted: 'Status must be completed.',
    /** Issue 37: the answer to a reschedule request. */
    decisionRequired: 'Decision must be accept or decline.',
  },
  { hi: () => import('./partnerBookings.hi.json'), ta: () => import('./partnerBookings.ta.json') },
);

const lineStatuses: readonly string[] = ['assigned', 'confirmed', 'completed', 'completed-issue', 'cancelled'] satisfies PartnerLineStatus[];

/** The wire sends the status as a string; one the portal does not know is an unexpected reply. */
const bookingRow = /* @__PURE__ */ partnerBookingWire.check(z.refine((row: PartnerBookingWire) => lineStatuses.includes(row.status)));

function toBooking(row: PartnerBookingWire): PartnerBooking {
  return {
    lineId: row.id,
    serviceName: row.service_name,
    imageUrl: row.image_url || null,
    reviewCount: row.reviews_count,
    rating: row.rating,
    workMethod: row.work_type,
    duration: row.day_hours,
    serviceDate: row.service_date,
    serviceTime: row.service_time,
    customerName: row.customer_name ?? '',
    mobile: row.mobile,
    email: row.email,
    address: row.address,
    status: row.status as PartnerLineStatus,
    approved: row.completed_status === 1,
    description: row.description,
    price: row.price ?? null,
    reschedule: row.reschedule_request ? toRescheduleRequest(row.reschedule_request) : null,
    dispute: toLineDispute(row.dispute),
  };
}

function toCancelled(row: PartnerCancelledWire): PartnerCancelledBooking {
  return {
    lineId: row.id,
    serviceName: row.service_name,
    imageUrl: row.image_url || null,
    reviewCount: row.total_reviews,
    rating: row.avergae_ratting,
    workMethod: row.work_type,
    duration: row.day_hours,
    serviceDate: row.service_date,
    serviceTime: row.service_time,
    cancelledBy: row.cancelstatus === 'admin' ? 'admin' : 'you',
    cancelledAt: row.cancel_date,
    description: row.description,
    serviceActionId: row.service_action_id,
    reason: row.cancel_reason ?? null,
  };
}

/** partner §7 'yourbookings': the Booking List tab, assigned and started jobs, soonest first. */
export const openPartnerBookingsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/yourbookings',
  summary: 'The partner’s open jobs (assigned or started), soonest first',
  reply: envelope(z.array(bookingRow)),
  toModel: ({ data }) => data.map(toBooking),
  key: () => queryKeys.partner.bookings('open'),
});

/** partner §7 'completedbookings': the Completed tab, with when the work started and ended and the price. */
export const completedPartnerBookingsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/completedbookings',
  summary: 'The partner’s completed jobs, latest completion first',
  reply: envelope(z.array(bookingRow)),
  toModel: ({ data }) => data.map(toBooking),
  key: () => queryKeys.partner.bookings('completed'),
});

/** partner §7 'canceledbooking': the Canceled tab. */
export const cancelledPartnerBookingsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/canceledbooking',
  summary: 'The partner’s cancelled jobs, latest cancellation first',
  reply: envelope(z.array(partnerCancelledWire)),
  toModel: ({ data }) => data.map(toCancelled),
  key: () => queryKeys.partner.bookings('cancelled'),
});

/**
 * The spec's bookingId is the line id (partner §3 'action_id'), sent as a number or as its
 * digits: 1 and "1" name line 1, and any other spelling (" 1", "01") is refused, so every limit
 * keyed on it counts one line once.
 */
const lineId = /* @__PURE__ */ databaseId();

/** POST employee/generate/otp and employee/cancel/booking. */
const lineActionBody = /* @__PURE__ */ z.object({ bookingId: lineId });
export type LineAction = core.output<typeof lineActionBody>;

/**
 * A guess at the start code, as text without its surrounding blanks. Its format is not checked
 * here: a malformed guess is answered like a wrong one, after the line's own checks, so the
 * answer never tells how close a guess was. Longer than any code and its blanks is refused.
 */
const guess = /* @__PURE__ */ z.pipe(
  z.union(
    [
      z.string({ error: () => partnerBookingRequestMessages.invalidCode }).check(z.maxLength(20, { error: () => partnerBookingRequestMessages.invalidCode })),
      z.number({ error: () => partnerBookingRequestMessages.invalidCode }),
    ],
    { error: () => partnerBookingRequestMessages.invalidCode },
  ),
  z.transform((value) => String(value).trim()),
);

/** POST employee/verify/otp. */
const startCodeGuessBody = /* @__PURE__ */ z.object({ bookingId: lineId, otp: z.optional(guess) });
export type StartCodeGuess = core.output<typeof startCodeGuessBody>;

/** partner §7 'generate/otp': texts a new start code to the customer; when it stops working. */
export const generateStartCodeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/generate/otp',
  summary: 'Text a new start code for an assigned job to its customer',
  description:
    'Each call replaces the previous code. The code itself is never answered: the customer reads it out to the partner at ' +
    'the door. Only on the booked day, and a few times an hour per job.',
  body: lineActionBody,
  reply: messageEnvelope(startCodeSentWire),
  toModel: ({ message, data }) => ({ message, expiresAt: data.expires_at }),
});

/** partner §7 'verify/otp': the customer's code starts the job (assigned → confirmed). */
export const verifyStartCodeEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/verify/otp',
  summary: 'Start a job with the code its customer was texted',
  body: startCodeGuessBody,
  reply: messageReply,
  toModel: ({ message }) => message,
});

/** partner §7 'booking/status': the work is done and waits for approval. */
export const completePartnerBookingEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/booking/status',
  summary: 'Mark a started job completed',
  description: 'The only status a partner may set is completed; the job then waits for the customer’s (or ops’) approval.',
  body: z.object({
    bookingId: lineId,
    status: z.literal('completed', { error: () => partnerBookingRequestMessages.statusCompleted }),
  }),
  reply: messageReply,
  toModel: ({ message }) => message,
});

/** partner §7 'cancel/booking': the job is given back. */
export const cancelPartnerBookingEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/cancel/booking',
  summary: 'Give an assigned job back',
  description: 'Ours (issue 37): a reason of 5 to 500 characters is required. The job goes back to ops for another partner (pending); the customer keeps the booking and is told.',
  loadBody: () => import('../schemas/lineReason').then((rules) => rules.partnerCancelSchema),
  reply: messageReply,
  toModel: ({ message }) => message,
});

/** Issue 37: the partner's answer to the customer's reschedule request. */
const rescheduleDecisionBody = /* @__PURE__ */ z.object({
  bookingId: lineId,
  decision: z.enum(['accept', 'decline'], { error: () => partnerBookingRequestMessages.decisionRequired }),
});
export type RescheduleDecision = core.output<typeof rescheduleDecisionBody>;

/** Issue 37 (ours): accept (the job moves to the asked slot) or decline (it keeps its slot); the customer is told. */
export const decideRescheduleEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/booking/reschedule',
  summary: 'Accept or decline the customer’s request to move an assigned job, not started (ours)',
  body: rescheduleDecisionBody,
  reply: messageReply,
  toModel: ({ message }) => message,
});
