import type { NotificationKind } from '@servenear/shared/wire';
import { fill } from '@servenear/shared/i18n';
import { notificationTexts, partnerAccountSmsTexts } from './messages';

/**
 * Which kinds of notification are also sent by SMS, and the text (issue 37). Every kind must be
 * listed: a new kind does not compile until its author decides. A text is sent through the job
 * queue, enqueued in the transaction that writes the notification (smsJobs.ts), so nothing else
 * is needed: add the kind to `notificationKinds` (shared/src/wire/notifications.ts), its link
 * (links.ts), and its line here.
 *
 * Texts: plain words, 'ServeNear:' first, the event as the notification says it, then what to
 * do next and where, in the recipient's language (issue 41: the notification was written in it,
 * and the worker writes the rest in it). The queued job names only the notification: the worker
 * writes the text when it sends it, with the link's origin it has then (PUBLIC_ORIGIN), so no
 * text waits in a table.
 */

/** What a text is written from: the notification as stored, and the whole address (origin and page) it links to. */
export interface TextedEvent {
  message: string;
  link: string;
}

/** false: in-app only. */
export type SmsRule = false | ((event: TextedEvent) => string);

/** The rupee sign makes a text Unicode (70 characters a part instead of 160): 'Rs' as the other texts write it. */
const plain = (message: string) => message.replace(/₹\s?/g, 'Rs ');

/**
 * 'ServeNear:' first, unless the message already starts by naming ServeNear ('ServeNear has
 * answered …'), then what to do next: `next` is a catalogue text (notificationTexts.sms), `{link}`
 * filled in. Read when the text is written: in the recipient's language (smsJobs.ts).
 */
const told = (next: (sms: typeof notificationTexts.sms) => string) => (event: TextedEvent) => {
  const message = plain(event.message);
  return `${message.startsWith('ServeNear ') ? '' : 'ServeNear: '}${message} ${fill(next(notificationTexts.sms), { link: event.link })}`;
};

export const smsRules: Record<NotificationKind, SmsRule> = {
  // Customer
  booking_received: false,
  partner_assigned: told((sms) => sms.seeTheirName),
  // Texted with the code itself by the request that makes it (partner/bookings/startCodes.ts):
  // the partner at the door must learn at once whether it went out, so it is not queued.
  start_code_sent: false,
  work_completed: told((sms) => sms.approveOrTell),
  // The refund SMS the cancellation policy promises.
  refund_recorded: told((sms) => sms.refundArrives),
  refund_processed: told((sms) => sms.seeIt),
  service_enquiry_answered: told((sms) => sms.readAnswer),
  service_enquiry_rejected: told((sms) => sms.seeEnquiries),
  pd_enquiry_answered: told((sms) => sms.readAnswer),
  pd_enquiry_rejected: told((sms) => sms.seeRequests),
  pd_picked_up: told((sms) => sms.followIt),
  pd_delivered: told((sms) => sms.seeDeliveryPhoto),
  dispute_opened: told((sms) => sms.followIt),
  // A refund decided in a dispute is named in this one: it is the refund SMS of that case; on an
  // unpaid booking it names what was taken off what the customer owes instead (decision 0054).
  dispute_resolved: told((sms) => sms.seeOutcome),
  partner_cancelled: told((sms) => sms.bookingStays),
  booking_cancelled: told((sms) => sms.seeIt),
  reschedule_accepted: told((sms) => sms.seeIt),
  reschedule_declined: told((sms) => sms.seeOrChooseAnother),
  // Issue 39: the answer is texted to the mobile the report gave (reports/answerSms.ts), which may not be the account's.
  report_answered: false,
  // Partner
  job_allocated: told((sms) => sms.seeAddressAndTime),
  payout_paid: told((sms) => sms.seeEarnings),
  pd_job_allocated: told((sms) => sms.seeIt),
  job_cancelled: told((sms) => sms.doNotGo),
  job_withdrawn: told((sms) => sms.doNotGo),
  pd_job_paid: told((sms) => sms.seeAddresses),
  pd_job_withdrawn: told((sms) => sms.doNotGoToPickUp),
  work_disputed: told((sms) => sms.seeReason),
  dispute_decided: told((sms) => sms.seeOutcome),
  reschedule_requested: told((sms) => sms.acceptOrDecline),
  work_approved: false,
  booking_paid: false,
  service_approved: false,
  service_rejected: told((sms) => sms.correctIt),
  account_verified: told((sms) => sms.signInToSeeJobs),
  account_rejected: told((sms) => sms.correctDetails),
  // Told to the phone too, so a partner whose session was stolen learns of it (issue 36).
  bank_details_changed: () => partnerAccountSmsTexts.bankDetailsChanged(),
  bank_details_verified: told((sms) => sms.noActionNeeded),
  account_suspended: told((sms) => sms.callSupport),
  account_reinstated: told((sms) => sms.seeJobs),
};

/** The rule of a stored kind; ops' kinds (not on the wire) have none: ops follow moves in the console, not on their phones. */
const ruleOf = (kind: string): SmsRule => (Object.hasOwn(smsRules, kind) ? smsRules[kind as NotificationKind] : false);

/** Whether a notification of `kind` is texted. */
export const isTexted = (kind: string): boolean => ruleOf(kind) !== false;

/** The text of a notification of `kind`, or null when the kind is not texted (any more). */
export function smsTextOf(kind: string, event: TextedEvent): string | null {
  const rule = ruleOf(kind);
  return rule ? rule(event) : null;
}
