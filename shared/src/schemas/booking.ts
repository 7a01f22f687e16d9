import * as z from 'zod/mini';
import { isDurationAllowed, isTimePast, isWorkMethod, slotDateProblem, timeOfDay } from '@servenear/shared/domain';
import { bookingFormMessages, bookingRuleMessages, feedbackMessages, rescheduleMessages, singleBookingMessages, slotMessages, slotNoteMessages } from './bookingTexts';
import { checkedBox, databaseId, emailPattern, requiredText, tenDigitMobile, type RuleMessage } from './common';

/**
 * The booking forms of customer §5 ('Cart booking form', 'Cart slots', 'Single booking form',
 * 'Slot note', 'Feedback'), used by react-hook-form in the site and by the server on the
 * request. Date rules depend on today's date in India, so those schemas are factories.
 */
// The forms' texts (messages, the booking window's hint) are in bookingTexts.ts, without zod, for
// the pages to draw with before their rules load (@servenear/shared/booking-texts).
export * from './bookingTexts';

/** Selects and number inputs give strings; other clients send numbers. '' means not chosen. */
const wholeNumber = (message: RuleMessage) =>
  z.pipe(
    z.transform((value: unknown) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value) : value)),
    z.number({ error: message }).check(z.int({ error: message })),
  );

interface SlotTexts {
  methodRequired: string;
  durationRequired: string;
  timeRequired: string;
  dateRequired: string;
  datePast: string;
  timePast: string;
  dateTooFar: string;
}

/** Today (YYYY-MM-DD) and, when known, the time of day (HH:MM), both in India. */
export interface SlotMoment {
  today: string;
  nowTime?: string;
}

/**
 * Where the date rules read "now": a form passes the moment it opened with; a server route,
 * whose schema is built once, passes its clock so every request is checked against its own now.
 */
export type SlotClock = () => SlotMoment;

/**
 * Longest text a time, date or mobile field takes before trimming: 'HH:MM', 'YYYY-MM-DD' and
 * ten digits, with room for stray spaces. Longer text cannot be any of them.
 */
const SHORT_TEXT_MAX = 20;

/**
 * One slot: method, duration in that method's range, a time of day and a date from today to a
 * month ahead. With `nowTime` (HH:MM in India), a time that has already gone by today is refused.
 */
function slotShape(clock: SlotClock, texts: SlotTexts) {
  return z
    .object({
      serviceMethod: z.pipe(z.transform((value: unknown) => (value === '' ? undefined : value)), z.enum(['day', 'hour'], { error: () => texts.methodRequired })),
      workingDuration: wholeNumber(() => texts.durationRequired),
      preferredTime: slotTimeField(texts),
      preferredDate: slotDateField(texts),
    })
    .check(z.superRefine((slot, context) => {
      if (isWorkMethod(slot.serviceMethod) && !isDurationAllowed(slot.serviceMethod, slot.workingDuration)) {
        context.addIssue({ code: 'custom', path: ['workingDuration'], message: slotMessages.durationRange });
      }
      const problem = slotMomentProblem(slot, clock(), texts);
      if (problem) context.addIssue({ code: 'custom', ...problem });
    }));
}

/**
 * The booking window's rules for a date and time (customer §5 'Cart slots'): from today to a
 * month ahead, and not a time already gone today. Booking and rescheduling both read it, so a
 * line can only be moved to a slot it could have been booked for.
 */
export function slotMomentProblem(
  slot: { preferredDate: string; preferredTime: string },
  { today, nowTime }: SlotMoment,
  texts: Pick<SlotTexts, 'datePast' | 'dateTooFar' | 'dateRequired' | 'timePast'> = slotMessages,
): { path: ['preferredDate' | 'preferredTime']; message: string } | null {
  const problem = slotDateProblem(slot.preferredDate, today);
  if (problem) {
    const message = problem === 'past' ? texts.datePast : problem === 'too-far' ? texts.dateTooFar : texts.dateRequired;
    return { path: ['preferredDate'], message };
  }
  if (nowTime !== undefined && isTimePast(slot.preferredDate, slot.preferredTime, today, nowTime)) return { path: ['preferredTime'], message: texts.timePast };
  return null;
}

/** A slot's date and time fields, as the booking forms check their form (the window is checked apart). */
const slotTimeField = (texts: Pick<SlotTexts, 'timeRequired'>) =>
  z
    .string({ error: () => texts.timeRequired })
    .check(z.maxLength(SHORT_TEXT_MAX, { error: () => texts.timeRequired }), z.trim(), z.regex(timeOfDay, { error: () => texts.timeRequired }));
const slotDateField = (texts: Pick<SlotTexts, 'dateRequired'>) =>
  z.string({ error: () => texts.dateRequired }).check(z.maxLength(SHORT_TEXT_MAX, { error: () => texts.dateRequired }), z.trim(), z.minLength(1, { error: () => texts.dateRequired }));

/**
 * Issue 37: POST user/booking/reschedule (ours): one booked line to another date and time. The
 * method and duration stay (the price was made from them); the slot obeys the booking window.
 */
export const rescheduleRequestSchema = (clock: SlotClock) =>
  z
    .object({
      lineId: databaseId(() => rescheduleMessages.notFound),
      preferredDate: slotDateField(slotMessages),
      preferredTime: slotTimeField(slotMessages),
    })
    .check(
      z.superRefine((slot, context) => {
        const problem = slotMomentProblem(slot, clock());
        if (problem) context.addIssue({ code: 'custom', ...problem });
      }),
    );
export type RescheduleRequest = z.output<ReturnType<typeof rescheduleRequestSchema>>;

/** The reschedule dialog's form: the same rules, against the moment the dialog opened. */
export const rescheduleFormSchema = (today: string, nowTime?: string) =>
  z.object({ preferredDate: slotDateField(slotMessages), preferredTime: slotTimeField(slotMessages) }).check(
    z.superRefine((slot, context) => {
      const problem = slotMomentProblem(slot, { today, nowTime });
      if (problem) context.addIssue({ code: 'custom', ...problem });
    }),
  );
export type RescheduleForm = z.output<ReturnType<typeof rescheduleFormSchema>>;

/** customer §5 'Cart slots': one cart item's slot. */
export const cartSlotSchema = (today: string, nowTime?: string) => slotShape(() => ({ today, nowTime }), slotMessages);

/** One slot as a request carries it, checked against the server's clock (the enquiry page's slot fields). */
export const slotRequestSchema = (clock: SlotClock) => slotShape(clock, slotMessages);

/** customer §5 'Slot note'. */
export const slotNoteSchema = (today: string, nowTime?: string) => slotShape(() => ({ today, nowTime }), slotNoteMessages);

export type Slot = z.output<ReturnType<typeof cartSlotSchema>>;

/** A service's id (a number, or its digits from a select); anything else names no service. */
export const serviceIdSchema = databaseId(() => bookingRuleMessages.serviceNotFound);

/** POST user/addtocart (customer §3 'Cart add payload'). */
export const addToCartSchema = z.object({ serviceId: serviceIdSchema });

/** customer §5 'Cart booking form'. */
export const cartBookingFormSchema = z.object({
  name: z.pipe(requiredText(() => bookingFormMessages.nameRequired), z.string().check(z.maxLength(120))),
  email: z.string({ error: () => bookingFormMessages.emailInvalid }).check(z.trim(), z.maxLength(254), z.regex(emailPattern, { error: () => bookingFormMessages.emailInvalid })),
  mobile: z
    .string({ error: () => bookingFormMessages.mobileInvalid })
    .check(z.maxLength(SHORT_TEXT_MAX, { error: () => bookingFormMessages.mobileInvalid }), z.trim(), z.regex(tenDigitMobile, { error: () => bookingFormMessages.mobileInvalid })),
  address: z.pipe(requiredText(() => bookingFormMessages.addressRequired), z.string().check(z.maxLength(300))),
  description: z.pipe(requiredText(() => bookingFormMessages.descriptionRequired), z.string().check(z.maxLength(2000))),
  terms: checkedBox(() => bookingFormMessages.termsRequired),
});
export type CartBookingFormInput = z.input<typeof cartBookingFormSchema>;
export type CartBookingForm = z.output<typeof cartBookingFormSchema>;

/** customer §5 'Single booking form'. */
export const singleBookingFormSchema = z.object({
  name: z.pipe(requiredText(() => singleBookingMessages.nameRequired), z.string().check(z.maxLength(120))),
  email: z.pipe(requiredText(() => singleBookingMessages.emailRequired), z.string().check(z.maxLength(254), z.regex(emailPattern, { error: () => singleBookingMessages.emailInvalid }))),
  mobile: z.pipe(requiredText(() => singleBookingMessages.mobileRequired), z.string().check(z.regex(tenDigitMobile, { error: () => singleBookingMessages.mobileInvalid }))),
  address: z.pipe(requiredText(() => singleBookingMessages.addressRequired), z.string().check(z.maxLength(300))),
  description: z.pipe(requiredText(() => singleBookingMessages.descriptionRequired), z.string().check(z.maxLength(2000))),
  terms: checkedBox(() => singleBookingMessages.termsRequired),
});
export type SingleBookingFormInput = z.input<typeof singleBookingFormSchema>;
export type SingleBookingForm = z.output<typeof singleBookingFormSchema>;

/**
 * POST user/createbooking {storedServices, formData}: each stored service names its service
 * (serviceId) and slot. Whatever price the browser adds is ignored by the server.
 */
export const createBookingRequestSchema = (clock: SlotClock) =>
  z.object({
    storedServices: z
      .array(z.intersection(slotShape(clock, slotMessages), z.object({ serviceId: serviceIdSchema })), { error: () => bookingFormMessages.noServices })
      .check(z.minLength(1, { error: () => bookingFormMessages.noServices }), z.maxLength(20, { error: () => bookingRuleMessages.tooManyServices })),
    formData: cartBookingFormSchema,
  });
export type CreateBookingRequest = z.output<ReturnType<typeof createBookingRequestSchema>>;

/** POST user/book/singleservice: the form fields, serviceId and the slot (totalAmount is ignored). */
export const singleBookingRequestSchema = (clock: SlotClock) =>
  z.intersection(z.intersection(singleBookingFormSchema, slotShape(clock, slotMessages)), z.object({ serviceId: serviceIdSchema }));
export type SingleBookingRequest = z.output<ReturnType<typeof singleBookingRequestSchema>>;

/** A slot field not chosen yet arrives as '' (an empty select) or null: both mean 'not chosen'. */
const notChosen = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * POST user/updatecart: a cart item's slot, saved as it is chosen (fields may still be empty:
 * null). A field left out is not changed. Wrong values carry the slot messages.
 */
export const cartUpdateSchema = z.object({
  serviceId: serviceIdSchema,
  serviceMethod: z.pipe(z.transform(notChosen), z.optional(z.nullable(z.enum(['day', 'hour'], { error: () => slotMessages.methodRequired })))),
  workingDuration: z.pipe(
    z.transform((value: unknown) => (typeof notChosen(value) === 'string' ? Number(value) : notChosen(value))),
    z.optional(z.nullable(z.number({ error: () => slotMessages.durationRange }).check(z.int({ error: () => slotMessages.durationRange })))),
  ),
  preferredTime: z.pipe(
    z.transform(notChosen),
    z.optional(
      z.nullable(
        z
          .string({ error: () => slotMessages.timeRequired })
          .check(z.maxLength(SHORT_TEXT_MAX, { error: () => slotMessages.timeRequired }), z.trim(), z.regex(timeOfDay, { error: () => slotMessages.timeRequired })),
      ),
    ),
  ),
  preferredDate: z.pipe(
    z.transform(notChosen),
    z.optional(z.nullable(z.string({ error: () => slotMessages.dateRequired }).check(z.maxLength(SHORT_TEXT_MAX, { error: () => slotMessages.dateRequired }), z.trim()))),
  ),
});
export type CartUpdate = z.output<typeof cartUpdateSchema>;

/** customer §3 'Feedback': service_id, rating 1 to 5, description (optional). */
export const feedbackSchema = z.object({
  service_id: serviceIdSchema,
  rating: z.pipe(
    wholeNumber(() => feedbackMessages.ratingRequired),
    z.number().check(z.minimum(1, { error: () => feedbackMessages.ratingRequired }), z.maximum(5, { error: () => feedbackMessages.ratingRequired })),
  ),
  description: z._default(z.optional(z.string().check(z.trim(), z.maxLength(2000))), ''),
  /** The booking line being rated; ours, so a rating is tied to work the customer approved. */
  line_id: z.optional(databaseId(() => bookingRuleMessages.bookingNotFound)),
});
export type Feedback = z.output<typeof feedbackSchema>;

/** POST user/cancelbooking {bookingId}: the spec's bookingId is the line's id (one service of a booking). */
export const cancelLineSchema = z.object({ bookingId: databaseId() });

/** POST user/service/statusupdate {id}: the completed line the customer approves. */
export const approveLineSchema = z.object({ id: databaseId() });

/** POST user/createRazorpayOrder {booking_id}: any amount in the body is ignored (the server prices it). */
export const paymentOrderRequestSchema = z.object({ booking_id: databaseId() });

/**
 * What a checkout hands back, posted to user/updaterazorpay/{booking_id}. Only bounded here:
 * whether the ids and the signature are well formed is part of verifying the payment, which
 * answers a bad one with 400 'Payment verification failed.' (customer §8). payment_status is
 * ignored: only a valid signature says "paid".
 */
export const paymentResultSchema = z.object({
  razorpay_payment_id: z.string().check(z.maxLength(100)),
  razorpay_order_id: z.string().check(z.maxLength(100)),
  razorpay_signature: z.string().check(z.maxLength(200)),
  payment_status: z.optional(z.string().check(z.maxLength(20))),
});
export type CheckoutResult = z.output<typeof paymentResultSchema>;

/** A payment order's id, as Razorpay and the sandbox make them (order_…). */
export const paymentOrderIdSchema = z.string().check(z.trim(), z.maxLength(64), z.regex(/^[\w-]{1,64}$/, { error: () => bookingRuleMessages.paymentOrderNotFound }));

/** POST user/payments/sandbox/pay {order_id} (ours): the local checkout's Pay. */
export const sandboxPaymentRequestSchema = z.object({ order_id: paymentOrderIdSchema });

/** POST user/updatePayment/{id}: the site sends {cart: []}, which the server does not read. */
export const sendBookingSchema = z.object({ cart: z.optional(z.array(z.unknown()).check(z.maxLength(100))) });
