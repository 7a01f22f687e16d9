import type { NotificationKind } from '@servenear/shared/wire';
import { partnerAccountSmsTexts } from './messages';

/**
 * Which kinds of notification are also sent by SMS, and the text (issue 37). Every kind must be
 * listed: a new kind does not compile until its author decides. A text is sent through the job
 * queue, enqueued in the transaction that writes the notification (smsJobs.ts), so nothing else
 * is needed: add the kind to `notificationKinds` (shared/src/wire/notifications.ts), its link
 * (links.ts), and its line here.
 *
 * Texts: plain English, 'ServeNear:' first, the event as the notification says it, then what to
 * do next and where. The queued job names only the notification: the worker writes the text when
 * it sends it, with the link's origin it has then (PUBLIC_ORIGIN), so no text waits in a table.
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

/** 'ServeNear:' first, unless the message already starts by naming ServeNear ('ServeNear has answered …'). */
const told = (next: (link: string) => string) => (event: TextedEvent) => {
  const message = plain(event.message);
  return `${message.startsWith('ServeNear ') ? '' : 'ServeNear: '}${message} ${next(event.link)}`;
};

export const smsRules: Record<NotificationKind, SmsRule> = {
  // Customer
  booking_received: false,
  partner_assigned: told((link) => `See their name and number at ${link}.`),
  // Texted with the code itself by the request that makes it (partner/bookings/startCodes.ts):
  // the partner at the door must learn at once whether it went out, so it is not queued.
  start_code_sent: false,
  work_completed: told((link) => `Approve it, or tell us what is wrong, at ${link}.`),
  // The refund SMS the cancellation policy promises.
  refund_recorded: told(() => 'It reaches your original payment method in 2 to 7 working days.'),
  refund_processed: told((link) => `See it at ${link}.`),
  service_enquiry_answered: told((link) => `Read the answer at ${link}.`),
  service_enquiry_rejected: told((link) => `See your enquiries at ${link}.`),
  pd_enquiry_answered: told((link) => `Read the answer at ${link}.`),
  pd_enquiry_rejected: told((link) => `See your requests at ${link}.`),
  pd_picked_up: told((link) => `Follow it at ${link}.`),
  pd_delivered: told((link) => `See the delivery photo at ${link}.`),
  dispute_opened: told((link) => `Follow it at ${link}.`),
  // A refund decided in a dispute is named in this one: it is the refund SMS of that case; on an
  // unpaid booking it names what was taken off what the customer owes instead (decision 0054).
  dispute_resolved: told((link) => `See the outcome at ${link}.`),
  partner_cancelled: told((link) => `Your booking stays: we are finding another partner. See it at ${link}.`),
  booking_cancelled: told((link) => `See it at ${link}.`),
  reschedule_accepted: told((link) => `See it at ${link}.`),
  reschedule_declined: told((link) => `See it, or choose another time, at ${link}.`),
  // Issue 39: the answer is texted to the mobile the report gave (reports/answerSms.ts), which may not be the account's.
  report_answered: false,
  // Partner
  job_allocated: told((link) => `See the address and time at ${link}.`),
  payout_paid: told((link) => `See your earnings at ${link}.`),
  pd_job_allocated: told((link) => `See it at ${link}.`),
  job_cancelled: told(() => 'Do not go to the address.'),
  job_withdrawn: told(() => 'Do not go to the address.'),
  pd_job_paid: told((link) => `See the addresses at ${link}.`),
  pd_job_withdrawn: told(() => 'Do not go to the pick-up address.'),
  work_disputed: told((link) => `See the reason at ${link}.`),
  dispute_decided: told((link) => `See the outcome at ${link}.`),
  reschedule_requested: told((link) => `Accept or decline it at ${link}.`),
  work_approved: false,
  booking_paid: false,
  service_approved: false,
  service_rejected: told((link) => `Correct it at ${link}.`),
  account_verified: told(() => 'Sign in to ServeNear to see your jobs.'),
  account_rejected: told((link) => `Correct your details at ${link}.`),
  // Told to the phone too, so a partner whose session was stolen learns of it (issue 36).
  bank_details_changed: () => partnerAccountSmsTexts.bankDetailsChanged(),
  bank_details_verified: told(() => 'No action is needed.'),
  account_suspended: told(() => 'Call ServeNear support to ask why or to appeal.'),
  account_reinstated: told((link) => `See your jobs at ${link}.`),
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
