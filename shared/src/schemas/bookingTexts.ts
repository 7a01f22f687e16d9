/**
 * The booking forms' texts (customer §5, §8), without zod: a page draws with these at once
 * (@servenear/shared/booking-texts) and loads the rules, zod included, when a form first checks
 * itself (booking.ts re-exports them for the schemas and the server).
 */
import { dateLabel } from '@servenear/shared/domain';

/** The booking window, said once: the error for a date past it and the cart's hint both read it. */
const BOOKING_WINDOW = 'Bookings open at most one month ahead';

/**
 * The cart's hint under the date: the rule with its last day (`latestBookingDate`), e.g.
 * '*Bookings open at most one month ahead (until 20 Dec 2026).'
 */
export const bookingWindowHint = (lastDate: string) => `*${BOOKING_WINDOW} (until ${dateLabel(lastDate)}).`;

export const slotMessages = {
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
} as const;

export const bookingFormMessages = {
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email',
  mobileInvalid: 'Mobile number should be 10 digits',
  addressRequired: 'Address is required',
  descriptionRequired: 'Description is required',
  termsRequired: 'You must agree to the terms and conditions',
  /** customer §8: the booking server error with storedServices. */
  noServices: 'Selecte Atleast on service',
  emptyCart: 'Please add to cart then proceed',
} as const;

export const singleBookingMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Please enter a valid 10-digit mobile number.',
  addressRequired: 'Address is required',
  descriptionRequired: 'Description is required',
  termsRequired: 'You must agree to the terms',
} as const;

export const slotNoteMessages = {
  methodRequired: 'Please select a service method.',
  durationRequired: 'Please select a working duration.',
  timeRequired: 'Please select a preferred service time.',
  dateRequired: 'Please select a preferred service date.',
  datePast: 'Date cannot be in the past.',
  timePast: 'Time cannot be in the past.',
  dateTooFar: slotMessages.dateTooFar,
} as const;

export const feedbackMessages = {
  ratingRequired: 'Please select a rating before submitting',
  failed: 'Error submitting feedback. Please try again.',
} as const;

/** Issue 37: moving a booked line to another slot (POST user/booking/reschedule, ours). */
export const rescheduleMessages = {
  notFound: 'Booking not found.',
  moved: 'Your booking has been rescheduled.',
  requested: 'Your request has been sent to your partner.',
  sameSlot: 'Choose a different date or time.',
  alreadyRequested: 'A reschedule request is already waiting for your partner.',
  notMovable: 'This service can no longer be rescheduled.',
} as const;

/** Issue 37: the partner's answer to a reschedule request (POST employee/booking/reschedule, ours). */
export const rescheduleDecisionMessages = {
  accepted: 'Reschedule accepted: the job has moved to the new slot.',
  declined: 'Reschedule declined: the job keeps its slot.',
  noRequest: 'There is no reschedule request waiting on this job.',
} as const;
