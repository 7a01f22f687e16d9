import { bookingReference, dateLabel, formatRupees, timeLabel } from '@servenear/shared/domain';

/**
 * The sentences a customer reads in the bell's popup and on /notification, one per kind of
 * event. They are written into the row when the event happens: the service and partner are
 * named as they were then.
 */
export const notificationMessages = {
  bookingReceived: (bookingId: number) => `Your booking ${bookingReference(bookingId)} has been received.`,
  partnerAssigned: (partner: string, service: string, bookingId: number) =>
    `${partner} has been assigned to ${service} (${bookingReference(bookingId)}).`,
  startCodeSent: (service: string, bookingId: number) => `Your start code for ${service} (${bookingReference(bookingId)}) has been sent.`,
  workCompleted: (service: string, bookingId: number) => `${service} (${bookingReference(bookingId)}) is complete: please approve the work.`,
  /** Ops cancelled the line; a refund, when one is owed, is a notification of its own (refundRecorded). */
  bookingCancelled: (service: string, bookingId: number) => `ServeNear has cancelled ${service} (${bookingReference(bookingId)}).`,
  /** Issue 38: the refund is made through the payment provider (refunds/send.ts), then refundProcessed. */
  refundRecorded: (amount: number, bookingId: number) => `Refund of ${formatRupees(amount)} for ${bookingReference(bookingId)} initiated.`,
  refundProcessed: (amount: number, bookingId: number) =>
    `${formatRupees(amount)} for ${bookingReference(bookingId)} has been refunded to your original payment method.`,
  /** `subject`: 'your enquiry for {service}' or 'your Pass Fast Express request' (enquiryDecision below). */
  enquiryAnswered: (subject: string, quote: number | null) =>
    `ServeNear has answered ${subject}${quote === null ? '' : ` with a quote of ${formatRupees(quote)}`}.`,
  enquiryRejected: (subject: string, reason: string) => `ServeNear could not take up ${subject}: ${reason}`,
  rescheduleAccepted: (service: string, bookingId: number, slot: string) =>
    `Your partner accepted your reschedule: ${service} (${bookingReference(bookingId)}) is now on ${slot}.`,
  rescheduleDeclined: (service: string, bookingId: number, slot: string) =>
    `Your partner could not take ${service} (${bookingReference(bookingId)}) on the new slot: it stays on ${slot}.`,
  pdPickedUp: (mover: string, day: string) => `${mover} has picked up your Pass Fast Express goods (${day}).`,
  pdDelivered: (mover: string, to: string) => `${mover} has delivered your Pass Fast Express goods to ${to}.`,
  /** Issue 39: ops' answer to a report, whole: the notification is where a signed-in reporter reads it. */
  reportAnswered: (service: string, answer: string) => `ServeNear has answered your report about ${service}: ${answer}`,
} as const;

/** '5 Dec 2026, 9:30 AM': a slot as the notifications name it. */
export const slotWords = (date: string, time: string) => `${dateLabel(date)}, ${timeLabel(time)}`;

/** How a customer's enquiry is named in their notifications: by its service, or as a move request. */
export const enquirySubject = (serviceName: string | null) =>
  serviceName === null ? 'your Pass Fast Express request' : `your enquiry for ${serviceName}`;

/** The sentences a partner reads in the bell's popup and on /employee-notification. */
export const partnerNotificationMessages = {
  jobAllocated: (service: string, bookingId: number) => `You have a new job: ${service} (${bookingReference(bookingId)}).`,
  pdJobAllocated: (day: string, from: string) => `You have a new Pass Fast Express job on ${day}, from ${from}.`,
  jobCancelled: (service: string, bookingId: number, by: 'customer' | 'admin') =>
    `${service} (${bookingReference(bookingId)}) has been cancelled by ${by === 'customer' ? 'the customer' : 'ServeNear'}.`,
  jobWithdrawn: (service: string, bookingId: number) => `${service} (${bookingReference(bookingId)}) has been given to another partner: you no longer have this job.`,
  workApproved: (service: string, bookingId: number) => `The customer approved your work on ${service} (${bookingReference(bookingId)}).`,
  bookingPaid: (service: string, bookingId: number) => `${service} (${bookingReference(bookingId)}) has been paid.`,
  accountVerified: () => 'Your account has been verified: you can now receive jobs.',
  accountRejected: (reason: string) => `Your account could not be verified: ${reason}`,
  serviceApproved: (service: string) => `Your service ${service} has been approved: customers near you can now find it.`,
  serviceRejected: (service: string, reason: string) => `Your service ${service} was not approved: ${reason}`,
  bankDetailsChanged: () => 'Your bank details were changed. Payouts are on hold until our team checks the new details.',
  bankDetailsVerified: () => 'Your new bank details have been checked: payouts are no longer on hold.',
  accountSuspended: (reason: string) => `Your account has been suspended: ${reason}`,
  accountReinstated: () => 'Your account has been reinstated: you can receive jobs again.',
  rescheduleRequested: (service: string, bookingId: number, slot: string) =>
    `The customer asks to move ${service} (${bookingReference(bookingId)}) to ${slot}: please accept or decline.`,
  pdJobPaid: (day: string, from: string) => `The Pass Fast Express job on ${day} from ${from} has been paid: you can pick it up.`,
  pdJobWithdrawn: (day: string, from: string) => `The Pass Fast Express job on ${day} from ${from} has been given to another partner.`,
} as const;

/** Ops' rows (issue 37): each step of a move, named by its request number. */
export const opsNotificationMessages = {
  pdAccepted: (id: number, quote: number) => `Pass Fast Express request #${id}: the customer accepted the quote of ${formatRupees(quote)}.`,
  pdPaid: (id: number) => `Pass Fast Express request #${id} has been paid.`,
  pdPickedUp: (id: number, mover: string) => `Pass Fast Express request #${id} was picked up by ${mover}.`,
  pdDelivered: (id: number, mover: string) => `Pass Fast Express request #${id} was delivered by ${mover}.`,
} as const;

/**
 * The texts sent by SMS about the partner's account (issue 36): a change of bank details is told
 * to the phone too, so a partner whose session was stolen learns of it.
 */
export const partnerAccountSmsTexts = {
  bankDetailsChanged: () =>
    'ServeNear: the bank details of your partner account were changed. Payouts are on hold until we check them. Not you? Call ServeNear support.',
} as const;

