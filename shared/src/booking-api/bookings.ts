import * as v from 'valibot';
import { lineStatuses, type CancelledBy, type LineStatus, type WorkMethod } from '@servenear/shared/domain';
import type { CartBookingFormInput, SingleBookingFormInput, Slot } from '@servenear/shared/schemas';
import type {
  BookingCreatedWire,
  BookingDetailWire,
  BookingLineWire,
  CancelledBookingWire,
  CancelledLineWire,
  CompletedLineWire,
} from '@servenear/shared/wire';
import { apiClient, envelope, maybe, messageOnly, parseReply, readsWire, slotPayload, type CallOptions } from '@servenear/shared/api';

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
}

export interface CancelledLine extends BookedService {
  averageRating: number;
  cancelledBy: CancelledBy | null;
  cancelDate: string | null;
  refundAmount: number;
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

const workMethod = v.picklist(['day', 'hour']);

/** What every booked line carries, whichever list it comes from: the service, its slot and price. */
const bookedServiceReply = v.object({
  id: v.number(),
  service_id: v.number(),
  service_name: v.string(),
  work_type: workMethod,
  day_hours: v.number(),
  service_date: v.string(),
  service_time: v.string(),
  price: v.number(),
  working_per_day: maybe(v.number()),
  working_per_hour: maybe(v.number()),
  image_url: maybe(v.string()),
});

/**
 * customer §3 'Booking detail' line. start_code, rated and the partner fields are ours (a line
 * without them has no code to show, is not rated yet and has no partner); the rating and review
 * count are 0 while there are no reviews.
 */
const bookingLineFields = {
  ...bookedServiceReply.entries,
  avergae_ratting: v.optional(v.number(), 0),
  status: v.picklist(lineStatuses),
  completed_status: v.optional(v.number(), 0),
  total_reviews: v.optional(v.number(), 0),
  start_code: maybe(v.string()),
  rated: v.optional(v.boolean(), false),
  partner_name: maybe(v.string()),
  partner_mobile: maybe(v.string()),
};
const bookingLineReply = readsWire<BookingLineWire>()(v.object(bookingLineFields));
type BookingLineReply = v.InferOutput<typeof bookingLineReply>;

/** GET user/getbooking/{id} → data; a list item of GET user/getbookings. */
const bookingReply = readsWire<BookingDetailWire>()(
  v.object({
    id: v.number(),
    booking_id: v.string(),
    created_at: v.string(),
    details: v.array(bookingLineReply),
    total_amount: v.number(),
    payment_status: v.optional(v.number(), 0),
    name: v.string(),
    mobile: v.string(),
    email: v.string(),
    address: v.string(),
    description: v.optional(v.string(), ''),
  }),
);

/** customer §3 'Completed line': the rating comes under either spelling. */
const completedLineReply = readsWire<CompletedLineWire>()(
  v.object({
    ...bookingLineFields,
    avergae_ratting: v.optional(v.number()),
    average_rating: v.optional(v.number()),
    booking_id: v.number(),
    created_at: v.string(),
    payment_status: v.optional(v.number(), 0),
  }),
);

/** customer §3 'Cancelled booking' detail: who cancelled and when may be unknown. */
const cancelledLineReply = readsWire<CancelledLineWire>()(
  v.object({
    ...bookedServiceReply.entries,
    average_rating: v.optional(v.number(), 0),
    cancelstatus: maybe(v.picklist(['admin', 'user', 'employee'])),
    cancel_date: maybe(v.string()),
    refund_amount: v.optional(v.number(), 0),
  }),
);

const cancelledBookingReply = readsWire<CancelledBookingWire>()(
  v.object({
    booking_id: v.number(),
    created_at: v.string(),
    name: v.string(),
    mobile: v.string(),
    email: v.string(),
    address: v.string(),
    description: v.optional(v.string(), ''),
    booking_status: v.number(),
    refundStatus: v.optional(v.boolean(), false),
    total_refund_amount: v.optional(v.number(), 0),
    total_amount: v.number(),
    details: v.array(cancelledLineReply),
  }),
);

const bookingCreatedReply = envelope(readsWire<BookingCreatedWire>()(v.object({ id: v.number() })));

function toBookedService(wire: v.InferOutput<typeof bookedServiceReply>): BookedService {
  return {
    id: wire.id,
    serviceId: wire.service_id,
    serviceName: wire.service_name,
    method: wire.work_type,
    duration: wire.day_hours,
    date: wire.service_date,
    time: wire.service_time,
    price: wire.price,
    perDay: wire.working_per_day ?? null,
    perHour: wire.working_per_hour ?? null,
    imageUrl: wire.image_url || null,
  };
}

function toLine(wire: BookingLineReply): BookingLine {
  return {
    ...toBookedService(wire),
    averageRating: wire.avergae_ratting,
    status: wire.status,
    approved: wire.completed_status === 1,
    totalReviews: wire.total_reviews,
    startCode: wire.start_code || null,
    rated: wire.rated,
    partner: wire.partner_name ? { name: wire.partner_name, mobile: wire.partner_mobile || null } : null,
  };
}

/** Who booked and where, as the booking form sent it: the same five fields on every booking. */
function contactOf(wire: Pick<Booking, 'name' | 'mobile' | 'email' | 'address' | 'description'>) {
  return { name: wire.name, mobile: wire.mobile, email: wire.email, address: wire.address, description: wire.description };
}

function toBooking(wire: v.InferOutput<typeof bookingReply>): Booking {
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

function toCompletedLine(wire: v.InferOutput<typeof completedLineReply>): CompletedLine {
  return {
    ...toLine({ ...wire, avergae_ratting: wire.avergae_ratting ?? wire.average_rating ?? 0 }),
    bookingId: wire.booking_id,
    createdAt: wire.created_at,
    paid: wire.payment_status === 1,
  };
}

function toCancelledLine(wire: v.InferOutput<typeof cancelledLineReply>): CancelledLine {
  return {
    ...toBookedService(wire),
    averageRating: wire.average_rating,
    cancelledBy: wire.cancelstatus ?? null,
    cancelDate: wire.cancel_date || null,
    refundAmount: wire.refund_amount,
  };
}

function toCancelledBooking(wire: v.InferOutput<typeof cancelledBookingReply>): CancelledBooking {
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

async function get<Schema extends v.GenericSchema>(path: string, schema: Schema, options: CallOptions = {}): Promise<v.InferOutput<Schema>> {
  return parseReply(schema, await apiClient.get<unknown>(path, { signal: options.signal }));
}

async function postForMessage(path: string, payload: unknown): Promise<string> {
  return parseReply(messageOnly, await apiClient.post<unknown>(path, payload)).message ?? '';
}

async function postBooking(path: string, payload: unknown, requestKey: string): Promise<number> {
  const response = await apiClient.post<unknown>(path, payload, { headers: { 'Idempotency-Key': requestKey } });
  return parseReply(bookingCreatedReply, response).data.id;
}

/** Where the work is done: the customer's stored location, so an admin can allocate a partner near it. */
export interface WorkPlace {
  latitude: number | null;
  longitude: number | null;
}

const workPlace = (where?: WorkPlace) =>
  where && typeof where.latitude === 'number' && typeof where.longitude === 'number' ? { latitude: where.latitude, longitude: where.longitude } : {};

/**
 * The booking calls of customer §7: booking, the customer's lists, cancelling, approving and
 * rating. Refusals reject with an ApiError carrying the server's status, message and field errors.
 */
export const bookingApi = {
  /**
   * POST user/createbooking {storedServices, formData}. `requestKey` is sent as the
   * Idempotency-Key: the same key never makes a second booking.
   */
  createBooking(slots: (Slot & { serviceId: number })[], form: CartBookingFormInput, requestKey: string, where?: WorkPlace): Promise<number> {
    const storedServices = slots.map((slot) => ({ serviceId: slot.serviceId, ...slotPayload(slot) }));
    return postBooking('user/createbooking', { storedServices, formData: form, ...workPlace(where) }, requestKey);
  },

  /** POST user/book/singleservice: the form, the service and its slot. */
  bookSingleService(serviceId: number, slot: Slot, form: SingleBookingFormInput, requestKey: string, where?: WorkPlace): Promise<number> {
    return postBooking('user/book/singleservice', { ...form, serviceId, ...slotPayload(slot), ...workPlace(where) }, requestKey);
  },

  /** GET user/getbooking/{id}. */
  async booking(id: number, options?: CallOptions): Promise<Booking> {
    return toBooking((await get(`user/getbooking/${id}`, envelope(bookingReply), options)).data);
  },

  /** GET user/getbookings: bookings with lines still to do (instant and scheduled tabs). */
  async bookings(options?: CallOptions): Promise<Booking[]> {
    return (await get('user/getbookings', envelope(v.array(bookingReply)), options)).data.map(toBooking);
  },

  /** GET user/completedbookings: one entry per completed line. */
  async completedLines(options?: CallOptions): Promise<CompletedLine[]> {
    return (await get('user/completedbookings', envelope(v.array(completedLineReply)), options)).data.map(toCompletedLine);
  },

  /** GET user/canceledbookings. */
  async cancelledBookings(options?: CallOptions): Promise<CancelledBooking[]> {
    return (await get('user/canceledbookings', envelope(v.array(cancelledBookingReply)), options)).data.map(toCancelledBooking);
  },

  /** POST user/cancelbooking {bookingId}: bookingId is the line's id; only pending lines. */
  cancelLine(lineId: number): Promise<string> {
    return postForMessage('user/cancelbooking', { bookingId: lineId });
  },

  /** POST user/service/statusupdate {id}: the customer approves a completed line. */
  approveLine(lineId: number): Promise<string> {
    return postForMessage('user/service/statusupdate', { id: lineId });
  },

  /** POST user/service/feedback {service_id, rating, description}. */
  sendFeedback(feedback: { serviceId: number; rating: number; description: string; lineId?: number }): Promise<string> {
    const payload = { service_id: feedback.serviceId, rating: feedback.rating, description: feedback.description, ...(feedback.lineId ? { line_id: feedback.lineId } : {}) };
    return postForMessage('user/service/feedback', payload);
  },

  /** POST user/updatePayment/{id} {cart}: the customer sends the booking (pay now or after the work). */
  sendBooking(bookingId: number): Promise<string> {
    return postForMessage(`user/updatePayment/${bookingId}`, { cart: [] });
  },
};
