import { bookingReference, dateLabel, formatRupees, timeLabel } from '@servenear/shared/domain';
import { defineTexts, fill } from '@servenear/shared/i18n';

/**
 * The sentences a customer or a partner reads in the bell's popup, on /notification and
 * /employee-notification, and in the SMS that tells of them (issue 37). They are written into
 * the row when the event happens, in the RECIPIENT's language (issue 41: repository.ts'
 * insertNotification reads texts inside `inLanguage(users.language)`): the service and partner
 * are named as they were then. `{booking}` is the booking's reference (SN-000042), money is
 * already written in rupees.
 */
export const notificationTexts = defineTexts(
  {
    customer: {
      bookingReceived: 'Your booking {booking} has been received.',
      partnerAssigned: '{partner} has been assigned to {service} ({booking}).',
      /** The partner's name, when the account has none any more. */
      aPartner: 'A partner',
      startCodeSent: 'Your start code for {service} ({booking}) has been sent.',
      workCompleted: '{service} ({booking}) is complete: please approve the work.',
      bookingCancelled: 'ServeNear has cancelled {service} ({booking}).',
      refundRecorded: 'Refund of {amount} for {booking} initiated.',
      refundProcessed: '{amount} for {booking} has been refunded to your original payment method.',
      enquiryAnswered: {
        service: 'ServeNear has answered your enquiry for {service}.',
        serviceWithQuote: 'ServeNear has answered your enquiry for {service} with a quote of {quote}.',
        move: 'ServeNear has answered your Pass Fast Express request.',
        moveWithQuote: 'ServeNear has answered your Pass Fast Express request with a quote of {quote}.',
      },
      enquiryRejected: {
        service: 'ServeNear could not take up your enquiry for {service}: {reason}',
        move: 'ServeNear could not take up your Pass Fast Express request: {reason}',
      },
      /** A service enquiry whose service has no name any more. */
      aService: 'a service',
      rescheduleAccepted: 'Your partner accepted your reschedule: {service} ({booking}) is now on {slot}.',
      rescheduleDeclined: 'Your partner could not take {service} ({booking}) on the new slot: it stays on {slot}.',
      pdPickedUp: '{mover} has picked up your Pass Fast Express goods ({day}).',
      pdDelivered: '{mover} has delivered your Pass Fast Express goods to {to}.',
      /** The mover's name, when the account has none any more. */
      yourMover: 'Your mover',
      reportAnswered: 'ServeNear has answered your report about {service}: {answer}',
      disputeOpened: 'You declined {service} ({booking}): we have opened a dispute and will get back to you.',
      disputeResolved: 'Your dispute about {service} ({booking}) is resolved: {outcome}',
      disputeResolvedWithNote: 'Your dispute about {service} ({booking}) is resolved: {outcome} {note}',
      partnerCancelled: 'Your partner can no longer come for {service} ({booking}). Your booking stays: we are finding you another partner.',
    },
    partner: {
      jobAllocated: 'You have a new job: {service} ({booking}).',
      pdJobAllocated: 'You have a new Pass Fast Express job on {day}, from {from}.',
      jobCancelledByCustomer: '{service} ({booking}) has been cancelled by the customer.',
      jobCancelledByServeNear: '{service} ({booking}) has been cancelled by ServeNear.',
      jobWithdrawn: '{service} ({booking}) has been given to another partner: you no longer have this job.',
      workApproved: 'The customer approved your work on {service} ({booking}).',
      bookingPaid: '{service} ({booking}) has been paid.',
      accountVerified: 'Your account has been verified: you can now receive jobs.',
      accountRejected: 'Your account could not be verified: {reason}',
      serviceApproved: 'Your service {service} has been approved: customers near you can now find it.',
      serviceRejected: 'Your service {service} was not approved: {reason}',
      bankDetailsChanged: 'Your bank details were changed. Payouts are on hold until our team checks the new details.',
      bankDetailsVerified: 'Your new bank details have been checked: payouts are no longer on hold.',
      accountSuspended: 'Your account has been suspended: {reason}',
      accountReinstated: 'Your account has been reinstated: you can receive jobs again.',
      rescheduleRequested: 'The customer asks to move {service} ({booking}) to {slot}: please accept or decline.',
      pdJobPaid: 'The Pass Fast Express job on {day} from {from} has been paid: you can pick it up.',
      pdJobWithdrawn: 'The Pass Fast Express job on {day} from {from} has been given to another partner.',
      workDisputed: 'The customer declined your work on {service} ({booking}): "{reason}". Our team will look into it.',
      disputeDecided: 'The dispute about {service} ({booking}) is resolved: {outcome}',
      disputeDecidedWithNote: 'The dispute about {service} ({booking}) is resolved: {outcome} {note}',
      payoutPaid: {
        plain: '{amount} has been paid to your bank account.',
        ending: '{amount} has been paid to your bank account ending {last4}.',
        reference: '{amount} has been paid to your bank account (bank reference {utr}).',
        endingAndReference: '{amount} has been paid to your bank account ending {last4} (bank reference {utr}).',
      },
    },
    /** '5 Dec 2026, 9:30 AM': a slot as the notifications name it. */
    slot: '{date}, {time}',
    /**
     * What an SMS adds after the notification's sentence (smsTexts.ts): what to do next and
     * where. `{link}` is the whole address of the page.
     */
    sms: {
      seeTheirName: 'See their name and number at {link}.',
      approveOrTell: 'Approve it, or tell us what is wrong, at {link}.',
      refundArrives: 'It reaches your original payment method in 2 to 7 working days.',
      seeIt: 'See it at {link}.',
      readAnswer: 'Read the answer at {link}.',
      seeEnquiries: 'See your enquiries at {link}.',
      seeRequests: 'See your requests at {link}.',
      followIt: 'Follow it at {link}.',
      seeDeliveryPhoto: 'See the delivery photo at {link}.',
      seeOutcome: 'See the outcome at {link}.',
      bookingStays: 'Your booking stays: we are finding another partner. See it at {link}.',
      seeOrChooseAnother: 'See it, or choose another time, at {link}.',
      seeAddressAndTime: 'See the address and time at {link}.',
      seeEarnings: 'See your earnings at {link}.',
      doNotGo: 'Do not go to the address.',
      seeAddresses: 'See the addresses at {link}.',
      doNotGoToPickUp: 'Do not go to the pick-up address.',
      seeReason: 'See the reason at {link}.',
      acceptOrDecline: 'Accept or decline it at {link}.',
      correctIt: 'Correct it at {link}.',
      signInToSeeJobs: 'Sign in to ServeNear to see your jobs.',
      correctDetails: 'Correct your details at {link}.',
      noActionNeeded: 'No action is needed.',
      callSupport: 'Call ServeNear support to ask why or to appeal.',
      seeJobs: 'See your jobs at {link}.',
      /**
       * The texts sent by SMS about the partner's account (issue 36): a change of bank details is
       * told to the phone too, so a partner whose session was stolen learns of it.
       */
      bankDetailsChanged:
        'ServeNear: the bank details of your partner account were changed. Payouts are on hold until we check them. Not you? Call ServeNear support.',
    },
    /** GET …/notifications refusals. */
    service: {
      notFound: 'Notification not found.',
    },
  },
  { hi: () => import('./messages.hi.json'), ta: () => import('./messages.ta.json') },
);

const customer = notificationTexts.customer;
const partner = notificationTexts.partner;

/** A line's words: its service and its booking's reference. */
const lineWords = (service: string, bookingId: number) => ({ service, booking: bookingReference(bookingId) });

/**
 * The customer's sentences, one per kind of event, each written in the language texts are read
 * in when it is called (the recipient's: insertNotification).
 */
export const notificationMessages = {
  bookingReceived: (bookingId: number) => fill(customer.bookingReceived, { booking: bookingReference(bookingId) }),
  partnerAssigned: (partnerName: string, service: string, bookingId: number) => fill(customer.partnerAssigned, { partner: partnerName, ...lineWords(service, bookingId) }),
  startCodeSent: (service: string, bookingId: number) => fill(customer.startCodeSent, lineWords(service, bookingId)),
  workCompleted: (service: string, bookingId: number) => fill(customer.workCompleted, lineWords(service, bookingId)),
  /** Ops cancelled the line; a refund, when one is owed, is a notification of its own (refundRecorded). */
  bookingCancelled: (service: string, bookingId: number) => fill(customer.bookingCancelled, lineWords(service, bookingId)),
  /** Issue 38: the refund is made through the payment provider (refunds/send.ts), then refundProcessed. */
  refundRecorded: (amount: number, bookingId: number) => fill(customer.refundRecorded, { amount: formatRupees(amount), booking: bookingReference(bookingId) }),
  refundProcessed: (amount: number, bookingId: number) => fill(customer.refundProcessed, { amount: formatRupees(amount), booking: bookingReference(bookingId) }),
  /** `subject`: the enquiry's service, or a Pass Fast Express request (enquirySubject below). */
  enquiryAnswered: (subject: EnquirySubject, quote: number | null) => {
    const answered = customer.enquiryAnswered;
    const values = { service: subject.serviceName ?? '', quote: quote === null ? '' : formatRupees(quote) };
    if (subject.serviceName === null) return fill(quote === null ? answered.move : answered.moveWithQuote, values);
    return fill(quote === null ? answered.service : answered.serviceWithQuote, values);
  },
  enquiryRejected: (subject: EnquirySubject, reason: string) =>
    subject.serviceName === null
      ? fill(customer.enquiryRejected.move, { reason })
      : fill(customer.enquiryRejected.service, { service: subject.serviceName, reason }),
  rescheduleAccepted: (service: string, bookingId: number, slot: string) => fill(customer.rescheduleAccepted, { ...lineWords(service, bookingId), slot }),
  rescheduleDeclined: (service: string, bookingId: number, slot: string) => fill(customer.rescheduleDeclined, { ...lineWords(service, bookingId), slot }),
  pdPickedUp: (mover: string, day: string) => fill(customer.pdPickedUp, { mover, day }),
  pdDelivered: (mover: string, to: string) => fill(customer.pdDelivered, { mover, to }),
  /** Issue 39: ops' answer to a report, whole: the notification is where a signed-in reporter reads it. */
  reportAnswered: (service: string, answer: string) => fill(customer.reportAnswered, { service, answer }),
} as const;

/** '5 Dec 2026, 9:30 AM': a slot as the notifications name it. */
export const slotWords = (date: string, time: string) => fill(notificationTexts.slot, { date: dateLabel(date), time: timeLabel(time) });

/** What a customer's enquiry is about: its service, or (null) a move request. */
export interface EnquirySubject {
  serviceName: string | null;
}

/** How a customer's enquiry is named in their notifications: by its service, or as a move request. */
export const enquirySubject = (serviceName: string | null): EnquirySubject => ({ serviceName });

/** The partner's sentences (the bell's popup and /employee-notification). */
export const partnerNotificationMessages = {
  jobAllocated: (service: string, bookingId: number) => fill(partner.jobAllocated, lineWords(service, bookingId)),
  pdJobAllocated: (day: string, from: string) => fill(partner.pdJobAllocated, { day, from }),
  jobCancelled: (service: string, bookingId: number, by: 'customer' | 'admin') =>
    fill(by === 'customer' ? partner.jobCancelledByCustomer : partner.jobCancelledByServeNear, lineWords(service, bookingId)),
  jobWithdrawn: (service: string, bookingId: number) => fill(partner.jobWithdrawn, lineWords(service, bookingId)),
  workApproved: (service: string, bookingId: number) => fill(partner.workApproved, lineWords(service, bookingId)),
  bookingPaid: (service: string, bookingId: number) => fill(partner.bookingPaid, lineWords(service, bookingId)),
  accountVerified: () => partner.accountVerified,
  accountRejected: (reason: string) => fill(partner.accountRejected, { reason }),
  serviceApproved: (service: string) => fill(partner.serviceApproved, { service }),
  serviceRejected: (service: string, reason: string) => fill(partner.serviceRejected, { service, reason }),
  bankDetailsChanged: () => partner.bankDetailsChanged,
  bankDetailsVerified: () => partner.bankDetailsVerified,
  accountSuspended: (reason: string) => fill(partner.accountSuspended, { reason }),
  accountReinstated: () => partner.accountReinstated,
  rescheduleRequested: (service: string, bookingId: number, slot: string) => fill(partner.rescheduleRequested, { ...lineWords(service, bookingId), slot }),
  pdJobPaid: (day: string, from: string) => fill(partner.pdJobPaid, { day, from }),
  pdJobWithdrawn: (day: string, from: string) => fill(partner.pdJobWithdrawn, { day, from }),
} as const;

/**
 * The texts sent by SMS about the partner's account (issue 36): a change of bank details is told
 * to the phone too, so a partner whose session was stolen learns of it.
 */
export const partnerAccountSmsTexts = {
  bankDetailsChanged: () => notificationTexts.sms.bankDetailsChanged,
} as const;

export const notificationServiceMessages = notificationTexts.service;
