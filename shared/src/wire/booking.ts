import * as z from 'zod/mini';
import { partnerSummaryWire } from './partnerSummary';
import { lineDisputeWire } from './disputes';

/**
 * The cart, booking and payment shapes of customer §3 and partner §3, spelt as the spec
 * spells them (avergae_ratting, cancelstatus…). Fields the spec does not name are ours and
 * are marked so. Each is the zod schema the server answers with (it writes and, in tests,
 * checks every answer against it) and the type the browser reads it as.
 */

const workMethod = /* @__PURE__ */ z.enum(['day', 'hour']);

/** customer §3 'Cart item' (GET user/cartlist → data[]; POST user/updatecart → data). */
export const cartItemWire = /* @__PURE__ */ z.object({
  cart_id: z.int(),
  /** Ours: the service, which user/updatecart and createbooking name. */
  service_id: z.int(),
  name: z.string(),
  /** null until chosen. */
  work_type: z.nullable(workMethod),
  day_hours: z.nullable(z.int()),
  /** HH:MM, or null. */
  service_time: z.nullable(z.string()),
  /** YYYY-MM-DD, or null. */
  service_date: z.nullable(z.string()),
  working_per_day: z.nullable(z.number()),
  working_per_hour: z.nullable(z.number()),
  /** round(rate × duration), null until method and duration are chosen. */
  cart_price: z.nullable(z.number()),
  image_url: z.nullable(z.string()),
  /** 0 while the service has no reviews. */
  avergae_ratting: z.number(),
});
export type CartItemWire = z.infer<typeof cartItemWire>;

/**
 * Ours (issue 37): a request to move an assigned line to another slot, which its partner accepts
 * or declines. Before a partner is assigned the customer moves the line at once, with no request.
 */
export const rescheduleRequestWire = /* @__PURE__ */ z.object({
  /** YYYY-MM-DD and HH:MM asked for. */
  service_date: z.string(),
  service_time: z.string(),
  status: z.enum(['requested', 'accepted', 'declined']),
});
export type RescheduleRequestWire = z.infer<typeof rescheduleRequestWire>;

/** POST user/booking/reschedule → data (ours): moved at once (no partner yet), or sent to the partner. */
export const rescheduledWire = /* @__PURE__ */ z.object({ outcome: z.enum(['moved', 'requested']) });

/** customer §3 'Booking detail' line (also a booking list item's details[]). */
export const bookingLineWire = /* @__PURE__ */ z.object({
  id: z.int(),
  service_id: z.int(),
  service_name: z.string(),
  work_type: workMethod,
  day_hours: z.int(),
  service_date: z.string(),
  service_time: z.string(),
  price: z.number(),
  working_per_day: z.nullable(z.number()),
  working_per_hour: z.nullable(z.number()),
  image_url: z.nullable(z.string()),
  /** 0 while the service has no reviews. */
  avergae_ratting: z.number(),
  /** As the customer sees it: 'assigned' is sent as 'pending' (customer §4). */
  status: z.enum(['pending', 'confirmed', 'completed', 'completed-issue', 'cancelled']),
  /** 1 once the customer approved the completed work. */
  completed_status: z.int(),
  total_reviews: z.int(),
  /** Ours: the 4-digit start code, only after the partner asked for it and until the job starts; else null. */
  start_code: z.nullable(z.string()),
  /** Ours: whether the customer already rated this line. */
  rated: z.boolean(),
  /** Ours: the partner allocated to the line, while the work is ahead or under way; else null. */
  partner_name: z.nullable(z.string()),
  /** Ours: the partner's number to call, with partner_name; null when not known. */
  partner_mobile: z.nullable(z.string()),
  /** Ours (issue 37): ISO date-times the work started (start code entered) and was marked completed; null until then. */
  started_at: z.nullable(z.string()),
  completed_at: z.nullable(z.string()),
  /** Ours (issue 37): the customer's latest reschedule request to the partner and what became of it; null when none. */
  reschedule: z.nullable(rescheduleRequestWire),
  /**
   * Ours (issue 37): the line's partner as his card shows him (photo, rating, jobs done), from
   * allocation on; else null. Optional on the wire (a reply of a server before it still reads).
   */
  partner: z.optional(z.nullable(partnerSummaryWire)),
  /** Ours (issue 37): the line's latest dispute, open or resolved; null when it never had one. */
  dispute: z.optional(z.nullable(lineDisputeWire)),
});
export type BookingLineWire = z.infer<typeof bookingLineWire>;

/** GET user/getbooking/{id} → data. */
export const bookingDetailWire = /* @__PURE__ */ z.object({
  id: z.int(),
  /** The reference the customer sees, e.g. 'SN-000123'. */
  booking_id: z.string(),
  /** ISO date-time. */
  created_at: z.string(),
  details: z.array(bookingLineWire),
  total_amount: z.number(),
  /** Ours: 0 = pending, 1 = paid. */
  payment_status: z.int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  address: z.string(),
  description: z.string(),
});
export type BookingDetailWire = z.infer<typeof bookingDetailWire>;

/** customer §3 'Completed line' (GET user/completedbookings → data[], one per completed line). */
export const completedLineWire = /* @__PURE__ */ z.extend(bookingLineWire, {
  booking_id: z.int(),
  average_rating: z.number(),
  /** 0 = pending, 1 = paid. */
  payment_status: z.int(),
  /** The amount to pay, in paise (what the checkout takes). */
  ramount: z.int(),
  currency: z.string(),
  /** The booking's newest order, or null before Make Payment was first pressed. */
  order_id: z.nullable(z.string()),
  /** The key id the checkout opens with (Razorpay's, or the sandbox's): never a secret. */
  razorpayKey: z.string(),
  created_at: z.string(),
});
export type CompletedLineWire = z.infer<typeof completedLineWire>;

/** customer §3 'Cancelled booking' detail. */
export const cancelledLineWire = /* @__PURE__ */ z.object({
  id: z.int(),
  service_id: z.int(),
  service_name: z.string(),
  work_type: workMethod,
  working_per_day: z.nullable(z.number()),
  working_per_hour: z.nullable(z.number()),
  day_hours: z.int(),
  service_date: z.string(),
  service_time: z.string(),
  image_url: z.nullable(z.string()),
  average_rating: z.number(),
  /** Who cancelled the line. */
  cancelstatus: z.nullable(z.enum(['admin', 'user', 'employee'])),
  /** ISO date-time. */
  cancel_date: z.nullable(z.string()),
  refund_amount: z.number(),
  price: z.number(),
  /** Ours (issue 38): where the refund stands: asked of the payment provider, or paid back (with when, ISO). */
  refund_status: z.optional(z.enum(['initiated', 'refunded'])),
  refunded_at: z.optional(z.nullable(z.string())),
});
export type CancelledLineWire = z.infer<typeof cancelledLineWire>;

/** customer §3 'Cancelled booking' (GET user/canceledbookings → data[]). */
export const cancelledBookingWire = /* @__PURE__ */ z.object({
  booking_id: z.int(),
  created_at: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  address: z.string(),
  description: z.string(),
  /** 1 = cancelled. */
  booking_status: z.int(),
  refundStatus: z.boolean(),
  total_refund_amount: z.number(),
  total_amount: z.number(),
  details: z.array(cancelledLineWire),
});
export type CancelledBookingWire = z.infer<typeof cancelledBookingWire>;

/** POST user/createbooking and user/book/singleservice → data. */
export const bookingCreatedWire = /* @__PURE__ */ z.object({ id: z.int() });

/** POST user/createRazorpayOrder → data: what the checkout needs; the amount is the server's. */
export const paymentOrderWire = /* @__PURE__ */ z.object({
  /** Ours: 'razorpay' with keys configured, else 'sandbox' (the local checkout). */
  provider: z.enum(['razorpay', 'sandbox']),
  booking_id: z.int(),
  order_id: z.string(),
  /** Paise. */
  amount: z.int(),
  currency: z.string(),
  key: z.string(),
  /** Display name and theme colour of the checkout (customer §4 'Payment'). */
  name: z.string(),
  theme_color: z.string(),
});
export type PaymentOrderWire = z.infer<typeof paymentOrderWire>;

/** POST user/payments/sandbox/pay → data (ours): a payment signed as Razorpay's checkout signs it. */
export const sandboxPaymentWire = /* @__PURE__ */ z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type SandboxPaymentWire = z.infer<typeof sandboxPaymentWire>;

/** POST user/updatePayment/{id} → data: whether the booking is paid yet (0 = pending, 1 = paid). */
export const bookingSentWire = /* @__PURE__ */ z.object({ payment_status: z.int() });
export type BookingSentWire = z.infer<typeof bookingSentWire>;

/** GET user/task-status → data: the customer's line counts by what they see. */
export const taskStatusWire = /* @__PURE__ */ z.object({
  pending: z.int(),
  confirmed: z.int(),
  completed: z.int(),
  need_approval: z.int(),
  cancelled: z.int(),
});
export type TaskStatusWire = z.infer<typeof taskStatusWire>;

/** partner §3 'Employee booking' (GET employee/yourbookings and completedbookings → data[]). */
export const partnerBookingWire = /* @__PURE__ */ z.object({
  id: z.int(),
  action_id: z.int(),
  completed_status: z.int(),
  service_name: z.string(),
  reviews_count: z.int(),
  rating: z.nullable(z.number()),
  image_url: z.nullable(z.string()),
  total_reviews: z.int(),
  avergae_ratting: z.nullable(z.number()),
  work_type: z.string(),
  day_hours: z.number(),
  service_date: z.string(),
  service_time: z.string(),
  mobile: z.string(),
  email: z.string(),
  address: z.string(),
  /** assigned, confirmed, completed, completed-issue or cancelled. */
  status: z.string(),
  description: z.string(),
  /** Completed bookings add these (partner §3). */
  start_date: z.optional(z.nullable(z.string())),
  end_date: z.optional(z.nullable(z.string())),
  start_time: z.optional(z.nullable(z.string())),
  end_time: z.optional(z.nullable(z.string())),
  price: z.optional(z.number()),
  /** Ours: the customer's name. */
  customer_name: z.optional(z.string()),
  /** Ours (issue 37): the customer's latest reschedule request for this job, or null. */
  reschedule_request: z.optional(z.nullable(rescheduleRequestWire)),
  /** Ours (issue 37): the line's latest dispute (the customer's reason and ops' outcome); null when none. */
  dispute: z.optional(z.nullable(lineDisputeWire)),
});
export type PartnerBookingWire = z.infer<typeof partnerBookingWire>;

/** partner §3 'Canceled booking (employee view)'. */
export const partnerCancelledWire = /* @__PURE__ */ z.object({
  id: z.int(),
  action_id: z.int(),
  service_name: z.string(),
  total_reviews: z.int(),
  avergae_ratting: z.nullable(z.number()),
  image_url: z.nullable(z.string()),
  work_type: z.string(),
  day_hours: z.number(),
  service_date: z.string(),
  service_time: z.string(),
  /** 'admin' or other. */
  cancelstatus: z.nullable(z.string()),
  cancel_date: z.nullable(z.string()),
  description: z.string(),
  /** Ours: the partner's own offer of this service, the action id View Details opens on /ServiceEdit; null when they no longer offer it. */
  service_action_id: z.nullable(z.int()),
  /** Ours (issue 37): why the partner gave the job back; null when ops or the customer cancelled. */
  cancel_reason: z.optional(z.nullable(z.string())),
});
export type PartnerCancelledWire = z.infer<typeof partnerCancelledWire>;
