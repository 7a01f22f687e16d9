import * as z from 'zod/mini';
import { indianDate, indianTime, type CancelledBy, type LineDispute, type LineStatus, type WorkMethod } from '@servenear/shared/domain';
import { toLineDispute } from '../wire/disputes';
import { queryKeys } from '@servenear/shared/host';
import { idParams } from '../schemas/idSchemas';
import type { SlotClock } from '../schemas/booking';
import {
  bookingCreatedWire,
  bookingDetailWire,
  cancelledBookingWire,
  completedLineWire,
  rescheduledWire,
  taskStatusWire,
  type BookingDetailWire,
  type BookingLineWire,
  type CancelledBookingWire,
  type CancelledLineWire,
  type CompletedLineWire,
} from '../wire/booking';
import { toRescheduleRequest, type RescheduleRequest } from './rescheduleRequest';
import type { PartnerSummaryWire } from '../wire/partnerSummary';
import { coordinateShape, pointOf } from './coordinates';
import { defineEndpoint, envelope, messageEnvelope, messageReply } from './define';

/*
 * The customer's booking calls (customer §7 'Bookings'), mounted under /api/user: booking, the
 * customer's lists, cancelling, approving and rating. Refusals reject with an ApiError carrying
 * the server's status, message and field errors.
 */

/** A booked service and its slot, as every booking list has it. */
export interface BookedService {
  id: number;
  serviceId: number;
  serviceName: string;
  method: WorkMethod;
  duration: number;
  date: string;
  time: string;
  price: number;
  perDay: number | null;
  perHour: number | null;
  imageUrl: string | null;
}

export interface BookingLine extends BookedService {
  averageRating: number;
  status: LineStatus;
  /** customer §3: 0 until the customer approves the completed work. */
  approved: boolean;
  totalReviews: number;
  /** The start code the partner asked for, until the job starts. */
  startCode: string | null;
  rated: boolean;
  /** The partner allocated to the line while the work is ahead or under way, to call. */
  partner: { name: string; mobile: string | null } | null;
  /** Issue 37: when the work really started and was marked completed (ISO), or null. */
  startedAt: string | null;
  completedAt: string | null;
  /** Issue 37: the latest reschedule request to the partner and its outcome, or null. */
  reschedule: RescheduleRequest | null;
  /** Issue 37: the line's partner for his card (@servenear/shared/partner-card maps it), from allocation on. */
  partnerCard: PartnerSummaryWire | null;
  /** Issue 37: the line's latest dispute (the customer's reason, ops' outcome); null when never declined. */
  dispute: LineDispute | null;
}

export interface Booking {
  id: number;
  /** The reference the customer sees, e.g. 'SN-000123'. */
  reference: string;
  createdAt: string;
  lines: BookingLine[];
  totalAmount: number;
  paid: boolean;
  name: string;
  mobile: string;
  email: string;
  address: string;
  description: string;
}

/** One completed line of GET user/completedbookings, with what Make Payment needs. */
export interface CompletedLine extends BookingLine {
  bookingId: number;
  createdAt: string;
  paid: boolean;
  /** Whole rupees still to pay for the line's booking (less what a dispute took off, decision 0054). */
  amountDue: number;
}

export interface CancelledLine extends BookedService {
  averageRating: number;
  cancelledBy: CancelledBy | null;
  cancelDate: string | null;
  refundAmount: number;
  /** Issue 38: 'initiated' until the provider has paid it back, then 'refunded' on `refundedAt`; null when nothing is owed. */
  refundStatus: 'initiated' | 'refunded' | null;
  refundedAt: string | null;
}

export interface CancelledBooking {
  bookingId: number;
  createdAt: string;
  name: string;
  mobile: string;
  email: string;
  address: string;
  description: string;
  cancelled: boolean;
  refunded: boolean;
  totalRefund: number;
  totalAmount: number;
  lines: CancelledLine[];
}

/** What every booked line carries, whichever list it comes from: the service, its slot and price. */
function toBookedService(wire: BookingLineWire | CancelledLineWire): BookedService {
  return {
    id: wire.id,
    serviceId: wire.service_id,
    serviceName: wire.service_name,
    method: wire.work_type,
    duration: wire.day_hours,
    date: wire.service_date,
    time: wire.service_time,
    price: wire.price,
    perDay: wire.working_per_day,
    perHour: wire.working_per_hour,
    imageUrl: wire.image_url || null,
  };
}

function toLine(wire: BookingLineWire): BookingLine {
  return {
    ...toBookedService(wire),
    averageRating: wire.avergae_ratting,
    status: wire.status,
    approved: wire.completed_status === 1,
    totalReviews: wire.total_reviews,
    startCode: wire.start_code || null,
    rated: wire.rated,
    partner: wire.partner_name ? { name: wire.partner_name, mobile: wire.partner_mobile || null } : null,
    startedAt: wire.started_at,
    completedAt: wire.completed_at,
    reschedule: wire.reschedule ? toRescheduleRequest(wire.reschedule) : null,
    partnerCard: wire.partner ?? null,
    dispute: toLineDispute(wire.dispute),
  };
}

/** Who booked and where, as the booking form sent it: the same five fields on every booking. */
function contactOf(wire: Pick<Booking, 'name' | 'mobile' | 'email' | 'address' | 'description'>) {
  return { name: wire.name, mobile: wire.mobile, email: wire.email, address: wire.address, description: wire.description };
}

function toBooking(wire: BookingDetailWire): Booking {
  return {
    id: wire.id,
    reference: wire.booking_id,
    createdAt: wire.created_at,
    lines: wire.details.map(toLine),
    totalAmount: wire.total_amount,
    paid: wire.payment_status === 1,
    ...contactOf(wire),
  };
}

function toCompletedLine(wire: CompletedLineWire): CompletedLine {
  return { ...toLine(wire), bookingId: wire.booking_id, createdAt: wire.created_at, paid: wire.payment_status === 1, amountDue: wire.ramount / 100 };
}

function toCancelledLine(wire: CancelledLineWire): CancelledLine {
  return {
    ...toBookedService(wire),
    averageRating: wire.average_rating,
    cancelledBy: wire.cancelstatus,
    cancelDate: wire.cancel_date || null,
    refundAmount: wire.refund_amount,
    refundStatus: wire.refund_status ?? null,
    refundedAt: wire.refunded_at ?? null,
  };
}

function toCancelledBooking(wire: CancelledBookingWire): CancelledBooking {
  return {
    bookingId: wire.booking_id,
    createdAt: wire.created_at,
    ...contactOf(wire),
    cancelled: wire.booking_status === 1,
    refunded: wire.refundStatus,
    totalRefund: wire.total_refund_amount,
    totalAmount: wire.total_amount,
    lines: wire.details.map(toCancelledLine),
  };
}

/** What a refused Idempotency-Key is told. */
export const idempotencyKeyMessage = 'Idempotency-Key must be 1 to 128 visible characters.';

/**
 * The booking calls' headers: an optional Idempotency-Key of 1 to 128 visible ASCII characters.
 * Node gives header names in lower case, so that is the name the schema reads.
 */
const idempotencyHeaders = /* @__PURE__ */ z.object({
  'idempotency-key': z.optional(
    z.string().check(
      z.minLength(1, { error: idempotencyKeyMessage }),
      z.maxLength(128, { error: idempotencyKeyMessage }),
      z.regex(/^[\x21-\x7e]+$/, { error: idempotencyKeyMessage }),
    ),
  ),
});

/** The work's latitude and longitude on a booking's body: both or neither, read as `place` (null for neither). */
const placeSchema = /* @__PURE__ */ z.pipe(
  z.object(coordinateShape),
  z.transform((input, context) => ({ place: pointOf(input, context, false) })),
);

/** POST user/createbooking and user/book/singleservice answer the new booking's id. */
const bookedReply = /* @__PURE__ */ messageEnvelope(bookingCreatedWire);
const bookedId = ({ data }: z.infer<typeof bookedReply>) => data.id;

/**
 * The two calls that make a booking. Their slot's date rules read "now" in India, so they are
 * built with a clock: the catalogue's copies below read the real one, the server builds its own
 * with the app's clock (read again for every request). Either body may carry the work's latitude
 * and longitude (both or neither), read as `place`.
 */
export function bookingCreationEndpoints(clock: SlotClock) {
  return {
    /**
     * customer §7 'POST user/createbooking' {storedServices, formData}: books the cart. The
     * Idempotency-Key header (one per visit of the form) makes a retry answer the same booking.
     */
    createBooking: defineEndpoint({
      method: 'POST',
      path: 'user/createbooking',
      summary: 'Books the services of the customer’s cart, each with its slot',
      description:
        'Each stored service names its service (serviceId) and slot; whatever price the browser adds is ignored. ' +
        'The same Idempotency-Key (or, without one, the same request within ten minutes) never makes a second booking. ' +
        'Only a customer whose mobile number is confirmed may book.',
      headers: idempotencyHeaders,
      loadBody: () => import('../schemas/booking').then((rules) => z.intersection(rules.createBookingRequestSchema(clock), placeSchema)),
      reply: bookedReply,
      toModel: bookedId,
    }),
    /** POST user/book/singleservice: one service booked straight from its page. */
    bookSingleService: defineEndpoint({
      method: 'POST',
      path: 'user/book/singleservice',
      summary: 'Books one service straight from its page',
      description:
        'The form fields, serviceId and the slot (totalAmount is ignored). ' +
        'The same Idempotency-Key (or, without one, the same request within ten minutes) never makes a second booking. ' +
        'Only a customer whose mobile number is confirmed may book.',
      headers: idempotencyHeaders,
      loadBody: () => import('../schemas/booking').then((rules) => z.intersection(rules.singleBookingRequestSchema(clock), placeSchema)),
      reply: bookedReply,
      toModel: bookedId,
    }),
  };
}

/**
 * Issue 37: POST user/booking/reschedule (ours). Its date rules read "now" in India, so it is
 * built with a clock, as the booking calls are: the server builds its own with the app's clock.
 */
export function rescheduleEndpointWith(clock: SlotClock) {
  return defineEndpoint({
    method: 'POST',
    path: 'user/booking/reschedule',
    summary: 'Moves a booked line to another slot in the booking window: at once (moved), or, once a partner is assigned, by their answer (requested) (ours)',
    loadBody: () => import('../schemas/booking').then((rules) => rules.rescheduleRequestSchema(clock)),
    reply: messageEnvelope(rescheduledWire),
    toModel: ({ message, data }) => ({ message, outcome: data.outcome }),
  });
}

/** Now in India, as the booking forms' date rules read it. */
const indiaNow: SlotClock = () => {
  const now = new Date();
  return { today: indianDate(now), nowTime: indianTime(now) };
};

export const { createBooking: createBookingEndpoint, bookSingleService: bookSingleServiceEndpoint } = bookingCreationEndpoints(indiaNow);

export const rescheduleLineEndpoint = /* @__PURE__ */ rescheduleEndpointWith(indiaNow);

/** customer §7 'GET user/getbookings': bookings with lines still to do (the instant and scheduled tabs). */
export const openBookingsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/getbookings',
  summary: 'The customer’s bookings with lines still to do',
  description: 'Each booking with its lines pending, with a partner or under way; a list item has the detail’s shape.',
  reply: envelope(z.array(bookingDetailWire)),
  toModel: ({ data }) => data.map(toBooking),
  key: () => queryKeys.bookings.open(),
});

/** customer §7 'GET user/getbooking/{id}'. */
export const bookingEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/getbooking/:id',
  summary: 'One of the customer’s bookings, with its lines',
  params: idParams('id'),
  reply: envelope(bookingDetailWire),
  toModel: ({ data }) => toBooking(data),
  key: ({ params }) => queryKeys.bookings.one(Number(params?.id)),
});

/** customer §7 'GET user/completedbookings': one entry per completed line. */
export const completedLinesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/completedbookings',
  summary: 'The customer’s completed lines, one entry each, with what Make Payment needs',
  reply: envelope(z.array(completedLineWire)),
  toModel: ({ data }) => data.map(toCompletedLine),
  key: () => queryKeys.bookings.completed(),
});

/** customer §7 'GET user/canceledbookings'. */
export const cancelledBookingsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/canceledbookings',
  summary: 'The customer’s bookings with cancelled lines',
  reply: envelope(z.array(cancelledBookingWire)),
  toModel: ({ data }) => data.map(toCancelledBooking),
  key: () => queryKeys.bookings.cancelled(),
});

const messageOf = ({ message }: z.infer<typeof messageReply>) => message;

/**
 * customer §7 'POST user/cancelbooking' {bookingId}: bookingId is the line's id; only lines the
 * customer sees as pending (customer §6), which includes those with a partner assigned.
 */
export const cancelLineEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/cancelbooking',
  summary: 'Cancels one pending line of a booking, with or without a partner assigned (refunded when paid)',
  description: 'The spec’s bookingId is the line’s id: the site cancels one service of a booking.',
  loadBody: () => import('../schemas/booking').then((rules) => rules.cancelLineSchema),
  reply: messageReply,
  toModel: messageOf,
});

/** customer §7 'POST user/service/statusupdate' {id}: the customer approves a completed line. */
export const approveLineEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/service/statusupdate',
  summary: 'The customer approves a completed line',
  loadBody: () => import('../schemas/booking').then((rules) => rules.approveLineSchema),
  reply: messageReply,
  toModel: messageOf,
});

/** customer §7 'POST user/service/feedback' {service_id, rating, description}. */
export const feedbackEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/service/feedback',
  summary: 'The customer rates a service whose work they approved',
  description: 'Once per booking line (line_id, ours; else the latest approved line not yet rated). The rating counts in the service’s average at once.',
  loadBody: () => import('../schemas/booking').then((rules) => rules.feedbackSchema),
  reply: messageReply,
  toModel: messageOf,
});

/** GET user/task-status: the customer's line counts by what they see. */
export const taskStatusEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/task-status',
  summary: 'The customer’s line counts by status',
  reply: envelope(taskStatusWire),
});
