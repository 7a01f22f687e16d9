import { bookingReference, formatRupees } from '@servenear/shared/domain';

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
  refundRecorded: (amount: number, bookingId: number) => `A refund of ${formatRupees(amount)} for ${bookingReference(bookingId)} has been recorded.`,
} as const;
