import { lineStatuses, type CancelledBy, type LineStatus, type WorkMethod } from '@servenear/shared/domain';
import type { CartBookingFormInput, SingleBookingFormInput, Slot } from '@servenear/shared/schemas';
import type {
  ApiEnvelope,
  BookingDetailWire,
  BookingLineWire,
  CancelledBookingWire,
  CancelledLineWire,
  CartItemWire,
  CompletedLineWire,
  PaymentOrderWire,
  PaymentResultWire,
} from '@servenear/shared/wire';
import { ApiError } from './ApiError';
import { apiClient } from './client';
import { isRecord, unwrapEnvelope } from './normalise';

/** A cart item and its slot as saved so far (customer §3 'Cart item'). */
export interface CartItem {
  cartId: number;
  serviceId: number;
  name: string;
  method: WorkMethod | null;
  duration: number | null;
  time: string | null;
  date: string | null;
  perDay: number | null;
  perHour: number | null;
  price: number | null;
  imageUrl: string | null;
  averageRating: number;
}

/** A slot being chosen for a cart item; any field may still be empty. */
export interface CartSlotUpdate {
  serviceId: number;
  method: WorkMethod | null;
  duration: number | null;
  time: string | null;
  date: string | null;
}

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

/** What a checkout needs to take a payment; the amount is always the server's. */
export interface PaymentOrder {
  provider: 'razorpay' | 'sandbox';
  bookingId: number;
  orderId: string;
  /** Paise. */
  amount: number;
  currency: string;
  key: string;
  displayName: string;
  themeColor: string;
}

export interface PaymentResult {
  paymentId: string;
  orderId: string;
  signature: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const numberOr = <T>(value: unknown, fallback: T): number | T => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const method = (value: unknown): WorkMethod => (value === 'hour' ? 'hour' : 'day');
const optionalMethod = (value: unknown): WorkMethod | null => (value === 'day' || value === 'hour' ? value : null);
const knownStatuses = new Set<string>(lineStatuses);
const status = (value: unknown): LineStatus => (typeof value === 'string' && knownStatuses.has(value) ? (value as LineStatus) : 'pending');
const cancelledBy = (value: unknown): CancelledBy | null => (value === 'admin' || value === 'user' || value === 'employee' ? value : null);

function records(httpStatus: number, data: unknown): Record<string, unknown>[] {
  if (!Array.isArray(data)) throw new ApiError(httpStatus, {}, 'Unexpected list from the server');
  return data.filter(isRecord);
}

function toCartItem(wire: Partial<CartItemWire>): CartItem {
  return {
    cartId: numberOr(wire.cart_id, 0),
    serviceId: numberOr(wire.service_id, 0),
    name: text(wire.name),
    method: optionalMethod(wire.work_type),
    duration: numberOr(wire.day_hours, null),
    time: optionalText(wire.service_time),
    date: optionalText(wire.service_date),
    perDay: numberOr(wire.working_per_day, null),
    perHour: numberOr(wire.working_per_hour, null),
    price: numberOr(wire.cart_price, null),
    imageUrl: optionalText(wire.image_url),
    averageRating: numberOr(wire.avergae_ratting, 0),
  };
}

/** What every booked line carries, whichever list it comes from: the service, its slot and price. */
function toBookedService(wire: Partial<BookingLineWire> | Partial<CancelledLineWire>): BookedService {
  return {
    id: numberOr(wire.id, 0),
    serviceId: numberOr(wire.service_id, 0),
    serviceName: text(wire.service_name),
    method: method(wire.work_type),
    duration: numberOr(wire.day_hours, 0),
    date: text(wire.service_date),
    time: text(wire.service_time),
    price: numberOr(wire.price, 0),
    perDay: numberOr(wire.working_per_day, null),
    perHour: numberOr(wire.working_per_hour, null),
    imageUrl: optionalText(wire.image_url),
  };
}

function toLine(wire: Partial<BookingLineWire>): BookingLine {
  return {
    ...toBookedService(wire),
    averageRating: numberOr(wire.avergae_ratting, 0),
    status: status(wire.status),
    approved: wire.completed_status === 1,
    totalReviews: numberOr(wire.total_reviews, 0),
    startCode: optionalText(wire.start_code),
    rated: wire.rated === true,
  };
}

function toBooking(wire: Partial<BookingDetailWire>): Booking {
  return {
    id: numberOr(wire.id, 0),
    reference: text(wire.booking_id),
    createdAt: text(wire.created_at),
    lines: Array.isArray(wire.details) ? wire.details.filter(isRecord).map(toLine) : [],
    totalAmount: numberOr(wire.total_amount, 0),
    paid: wire.payment_status === 1,
    name: text(wire.name),
    mobile: text(wire.mobile),
    email: text(wire.email),
    address: text(wire.address),
    description: text(wire.description),
  };
}

function toCompletedLine(wire: Partial<CompletedLineWire>): CompletedLine {
  return {
    ...toLine({ ...wire, avergae_ratting: wire.avergae_ratting ?? wire.average_rating }),
    bookingId: numberOr(wire.booking_id, 0),
    createdAt: text(wire.created_at),
    paid: wire.payment_status === 1,
  };
}

function toCancelledLine(wire: Partial<CancelledLineWire>): CancelledLine {
  return {
    ...toBookedService(wire),
    averageRating: numberOr(wire.average_rating, 0),
    cancelledBy: cancelledBy(wire.cancelstatus),
    cancelDate: optionalText(wire.cancel_date),
    refundAmount: numberOr(wire.refund_amount, 0),
  };
}

function toCancelledBooking(wire: Partial<CancelledBookingWire>): CancelledBooking {
  return {
    bookingId: numberOr(wire.booking_id, 0),
    createdAt: text(wire.created_at),
    name: text(wire.name),
    mobile: text(wire.mobile),
    email: text(wire.email),
    address: text(wire.address),
    description: text(wire.description),
    cancelled: wire.booking_status === 1,
    refunded: wire.refundStatus === true,
    totalRefund: numberOr(wire.total_refund_amount, 0),
    totalAmount: numberOr(wire.total_amount, 0),
    lines: Array.isArray(wire.details) ? wire.details.filter(isRecord).map(toCancelledLine) : [],
  };
}

function toOrder(httpStatus: number, data: unknown): PaymentOrder {
  if (!isRecord(data) || typeof data.order_id !== 'string') throw new ApiError(httpStatus, {}, 'Unexpected payment order from the server');
  const wire = data as Partial<PaymentOrderWire>;
  return {
    provider: wire.provider === 'razorpay' ? 'razorpay' : 'sandbox',
    bookingId: numberOr(wire.booking_id, 0),
    orderId: text(wire.order_id),
    amount: numberOr(wire.amount, 0),
    currency: text(wire.currency) || 'INR',
    key: text(wire.key),
    displayName: text(wire.name),
    themeColor: text(wire.theme_color),
  };
}

function createdId(httpStatus: number, data: unknown): number {
  if (!isRecord(data) || !Number.isInteger(data.id)) throw new ApiError(httpStatus, {}, 'Unexpected booking reply from the server');
  return data.id as number;
}

async function getData(path: string, options: CallOptions = {}): Promise<{ httpStatus: number; data: unknown }> {
  const response = await apiClient.get<ApiEnvelope<unknown>>(path, { signal: options.signal });
  return { httpStatus: response.status, data: unwrapEnvelope(response.status, response.data).data };
}

async function post(path: string, payload: unknown, headers?: Record<string, string>): Promise<{ httpStatus: number; data: unknown; message: string }> {
  const response = await apiClient.post<ApiEnvelope<unknown>>(path, payload, headers ? { headers } : undefined);
  const { data, message } = unwrapEnvelope(response.status, response.data);
  return { httpStatus: response.status, data, message: message ?? '' };
}

function cartCountOf(body: unknown): number {
  return isRecord(body) && typeof body.cartCount === 'number' ? body.cartCount : 0;
}

/** Where the work is done: the customer's stored location, so an admin can allocate a partner near it. */
export interface WorkPlace {
  latitude: number | null;
  longitude: number | null;
}

const workPlace = (where?: WorkPlace) =>
  where && typeof where.latitude === 'number' && typeof where.longitude === 'number' ? { latitude: where.latitude, longitude: where.longitude } : {};

const slotPayload = (slot: Slot | CartSlotUpdate) =>
  'serviceMethod' in slot
    ? { serviceMethod: slot.serviceMethod, workingDuration: slot.workingDuration, preferredTime: slot.preferredTime, preferredDate: slot.preferredDate }
    : { serviceMethod: slot.method, workingDuration: slot.duration, preferredTime: slot.time, preferredDate: slot.date };

/**
 * The cart, booking and payment calls of customer §7. Refusals reject with an ApiError
 * carrying the server's status, message and field errors.
 */
export const bookingApi = {
  /** GET user/cartlist. */
  async cartList(options?: CallOptions): Promise<CartItem[]> {
    const { httpStatus, data } = await getData('user/cartlist', options);
    return records(httpStatus, data).map(toCartItem);
  },

  /** POST user/updatecart: saves one item's slot; the reply is the item with the server's price. */
  async updateCart(update: CartSlotUpdate): Promise<CartItem> {
    const { httpStatus, data } = await post('user/updatecart', { serviceId: update.serviceId, ...slotPayload(update) });
    if (!isRecord(data)) throw new ApiError(httpStatus, {}, 'Unexpected cart reply from the server');
    return toCartItem(data);
  },

  /** DELETE user/deletecart/{id}: the new cart count. */
  async deleteCartItem(cartId: number): Promise<{ cartCount: number; message: string }> {
    const response = await apiClient.delete<ApiEnvelope<unknown>>(`user/deletecart/${cartId}`);
    const { message } = unwrapEnvelope(response.status, response.data);
    return { cartCount: cartCountOf(response.data), message: message ?? '' };
  },

  /**
   * POST user/createbooking {storedServices, formData}. `requestKey` is sent as the
   * Idempotency-Key: the same key never makes a second booking.
   */
  async createBooking(slots: (Slot & { serviceId: number })[], form: CartBookingFormInput, requestKey: string, where?: WorkPlace): Promise<number> {
    const storedServices = slots.map((slot) => ({ serviceId: slot.serviceId, ...slotPayload(slot) }));
    const payload = { storedServices, formData: form, ...workPlace(where) };
    const { httpStatus, data } = await post('user/createbooking', payload, { 'Idempotency-Key': requestKey });
    return createdId(httpStatus, data);
  },

  /** POST user/book/singleservice: the form, the service and its slot. */
  async bookSingleService(serviceId: number, slot: Slot, form: SingleBookingFormInput, requestKey: string, where?: WorkPlace): Promise<number> {
    const payload = { ...form, serviceId, ...slotPayload(slot), ...workPlace(where) };
    const { httpStatus, data } = await post('user/book/singleservice', payload, { 'Idempotency-Key': requestKey });
    return createdId(httpStatus, data);
  },

  /** GET user/getbooking/{id}. */
  async booking(id: number, options?: CallOptions): Promise<Booking> {
    const { httpStatus, data } = await getData(`user/getbooking/${id}`, options);
    if (!isRecord(data)) throw new ApiError(httpStatus, {}, 'Unexpected booking from the server');
    return toBooking(data);
  },

  /** GET user/getbookings: bookings with lines still to do (instant and scheduled tabs). */
  async bookings(options?: CallOptions): Promise<Booking[]> {
    const { httpStatus, data } = await getData('user/getbookings', options);
    return records(httpStatus, data).map(toBooking);
  },

  /** GET user/completedbookings: one entry per completed line. */
  async completedLines(options?: CallOptions): Promise<CompletedLine[]> {
    const { httpStatus, data } = await getData('user/completedbookings', options);
    return records(httpStatus, data).map(toCompletedLine);
  },

  /** GET user/canceledbookings. */
  async cancelledBookings(options?: CallOptions): Promise<CancelledBooking[]> {
    const { httpStatus, data } = await getData('user/canceledbookings', options);
    return records(httpStatus, data).map(toCancelledBooking);
  },

  /** POST user/cancelbooking {bookingId}: bookingId is the line's id; only pending lines. */
  async cancelLine(lineId: number): Promise<string> {
    return (await post('user/cancelbooking', { bookingId: lineId })).message;
  },

  /** POST user/service/statusupdate {id}: the customer approves a completed line. */
  async approveLine(lineId: number): Promise<string> {
    return (await post('user/service/statusupdate', { id: lineId })).message;
  },

  /** POST user/service/feedback {service_id, rating, description}. */
  async sendFeedback(feedback: { serviceId: number; rating: number; description: string; lineId?: number }): Promise<string> {
    const payload = { service_id: feedback.serviceId, rating: feedback.rating, description: feedback.description, ...(feedback.lineId ? { line_id: feedback.lineId } : {}) };
    return (await post('user/service/feedback', payload)).message;
  },

  /** POST user/updatePayment/{id} {cart}: the customer sends the booking (pay now or after the work). */
  async sendBooking(bookingId: number): Promise<string> {
    return (await post(`user/updatePayment/${bookingId}`, { cart: [] })).message;
  },

  /** POST user/createRazorpayOrder {booking_id}: an order for what the booking still owes. */
  async createPaymentOrder(bookingId: number): Promise<PaymentOrder> {
    const { httpStatus, data } = await post('user/createRazorpayOrder', { booking_id: bookingId });
    return toOrder(httpStatus, data);
  },

  /** POST user/updaterazorpay/{booking_id}: the checkout's result, checked on the server. */
  async confirmPayment(bookingId: number, result: PaymentResult): Promise<string> {
    const payload: PaymentResultWire = {
      razorpay_payment_id: result.paymentId,
      razorpay_order_id: result.orderId,
      razorpay_signature: result.signature,
      payment_status: 'captured',
    };
    return (await post(`user/updaterazorpay/${bookingId}`, payload)).message;
  },

  /** POST user/payments/sandbox/pay {order_id} (ours): the local checkout's signed payment. */
  async paySandboxOrder(orderId: string): Promise<PaymentResult> {
    const { httpStatus, data } = await post('user/payments/sandbox/pay', { order_id: orderId });
    if (!isRecord(data) || typeof data.razorpay_signature !== 'string') throw new ApiError(httpStatus, {}, 'Unexpected payment reply from the server');
    return { paymentId: text(data.razorpay_payment_id), orderId: text(data.razorpay_order_id), signature: data.razorpay_signature };
  },
};
