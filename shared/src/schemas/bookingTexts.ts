/**
 * The booking forms' texts (customer §5, §8), without zod: a page draws with these at once
 * (@servenear/shared/booking-texts) and loads the rules, zod included, when a form first checks
 * itself (booking.ts re-exports them for the schemas and the server).
 */
import { defineTexts, fill } from '@servenear/shared/i18n';
import { dateLabel } from '@servenear/shared/domain';

/** The booking window, said once: the error for a date past it and the cart's hint both read it. */
const BOOKING_WINDOW = 'Bookings open at most one month ahead';

const texts = defineTexts(
  {
    /** The cart's hint under the date, filled by `bookingWindowHint`. */
    windowHint: `*${BOOKING_WINDOW} (until {date}).`,
    slot: {
      methodRequired: 'Service method is required',
      durationRequired: 'Working duration is required',
      timeRequired: 'Preferred time is required',
      dateRequired: 'Preferred date is required',
      incomplete: 'Please fill in all required fields for the bookin slot.',
      datePast: 'Date cannot be in the past.',
      timePast: 'Time cannot be in the past.',
      dateTooFar: `${BOOKING_WINDOW}.`,
      durationRange: 'Choose 1 to 3 days or 1 to 12 hours.',
      noRate: 'This service is not offered by the {method}.',
    },
    bookingForm: {
      nameRequired: 'Name is required',
      emailInvalid: 'Please enter a valid email',
      mobileInvalid: 'Mobile number should be 10 digits',
      addressRequired: 'Address is required',
      descriptionRequired: 'Description is required',
      termsRequired: 'You must agree to the terms and conditions',
      /** customer §8: the booking server error with storedServices. */
      noServices: 'Selecte Atleast on service',
      emptyCart: 'Please add to cart then proceed',
    },
    singleBooking: {
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Email is invalid',
      mobileRequired: 'Mobile number is required',
      mobileInvalid: 'Please enter a valid 10-digit mobile number.',
      addressRequired: 'Address is required',
      descriptionRequired: 'Description is required',
      termsRequired: 'You must agree to the terms',
    },
    slotNote: {
      methodRequired: 'Please select a service method.',
      durationRequired: 'Please select a working duration.',
      timeRequired: 'Please select a preferred service time.',
      dateRequired: 'Please select a preferred service date.',
      datePast: 'Date cannot be in the past.',
      timePast: 'Time cannot be in the past.',
      dateTooFar: `${BOOKING_WINDOW}.`,
    },
    feedback: {
      ratingRequired: 'Please select a rating before submitting',
      failed: 'Error submitting feedback. Please try again.',
    },
    /** Issue 37: moving a booked line to another slot (POST user/booking/reschedule, ours). */
    reschedule: {
      notFound: 'Booking not found.',
      moved: 'Your booking has been rescheduled.',
      requested: 'Your request has been sent to your partner.',
      sameSlot: 'Choose a different date or time.',
      alreadyRequested: 'A reschedule request is already waiting for your partner.',
      notMovable: 'This service can no longer be rescheduled.',
    },
    /** Issue 37: the partner's answer to a reschedule request (POST employee/booking/reschedule, ours). */
    rescheduleDecision: {
      accepted: 'Reschedule accepted: the job has moved to the new slot.',
      declined: 'Reschedule declined: the job keeps its slot.',
      noRequest: 'There is no reschedule request waiting on this job.',
    },
    /** The booking schemas' other refusals (booking.ts). */
    rules: {
      serviceNotFound: 'Service not found',
      tooManyServices: 'At most 20 services can be booked at once.',
      bookingNotFound: 'Booking not found',
      paymentOrderNotFound: 'Payment order not found.',
    },
  },
  { hi: () => import('./bookingTexts.hi.json'), ta: () => import('./bookingTexts.ta.json') },
);

/**
 * The cart's hint under the date: the rule with its last day (`latestBookingDate`), e.g.
 * '*Bookings open at most one month ahead (until 20 Dec 2026).'
 */
export const bookingWindowHint = (lastDate: string) => fill(texts.windowHint, { date: dateLabel(lastDate) });

export const slotMessages = texts.slot;
export const bookingFormMessages = texts.bookingForm;
export const singleBookingMessages = texts.singleBooking;
export const slotNoteMessages = texts.slotNote;
export const feedbackMessages = texts.feedback;
export const rescheduleMessages = texts.reschedule;
export const rescheduleDecisionMessages = texts.rescheduleDecision;
export const bookingRuleMessages = texts.rules;
