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
 * do next and where. No secrets: a text waits in the queue's table until it is sent.
 */

/** What a text is written from: the notification as stored, and the page it links to. */
export interface TextedEvent {
  message: string;
  link: string;
}

/** false: in-app only. */
export type SmsRule = false | ((event: TextedEvent) => string);

/** The rupee sign makes a text Unicode (70 characters a part instead of 160): 'Rs' as the other texts write it. */
const plain = (message: string) => message.replace(/₹\s?/g, 'Rs ');

const told = (next: (link: string) => string) => (event: TextedEvent) => `ServeNear: ${plain(event.message)} ${next(event.link)}`;

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
  // Enquiry answers and moves are texted after their commit by enquiries/ops.ts (to be moved here).
  service_enquiry_answered: false,
  service_enquiry_rejected: false,
  pd_enquiry_answered: false,
  pd_enquiry_rejected: false,
  pd_picked_up: told((link) => `Follow it at ${link}.`),
  pd_delivered: told((link) => `See the delivery photo at ${link}.`),
  dispute_opened: told((link) => `Follow it at ${link}.`),
  // A refund decided in a dispute is named in this one: it is the refund SMS of that case.
  dispute_resolved: told((link) => `See the outcome at ${link}.`),
  partner_cancelled: told((link) => `Your booking stays: we are finding another partner. See it at ${link}.`),
  reschedule_accepted: told((link) => `See it at ${link}.`),
  reschedule_declined: told((link) => `See it, or choose another time, at ${link}.`),
  // Partner
  job_allocated: told((link) => `See the address and time at ${link}.`),
  pd_job_allocated: false,
  job_cancelled: told(() => 'Do not go to the address.'),
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
