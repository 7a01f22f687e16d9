import * as z from 'zod/mini';

/**
 * What a customer is told about their bookings (customer §2 'Notifications popup' and
 * /notification) and a partner about their jobs and account (partner §2 /notification-popup and
 * /employee-notification): GET and POST …/notifications/read under user/ and employee/, ours
 * (the spec's popups and pages were static samples).
 *
 * An enquiry answered or rejected by ops is recorded where the decision is saved
 * (server/src/modules/enquiries/ops.ts, through notifications/record.ts).
 */
export const customerNotificationKinds = [
  'booking_received',
  'partner_assigned',
  'start_code_sent',
  'work_completed',
  'refund_recorded',
  // Issue 38: the provider paid the refund back.
  'refund_processed',
  'service_enquiry_answered',
  'service_enquiry_rejected',
  'pd_enquiry_answered',
  'pd_enquiry_rejected',
  // Issue 37: the partner's answer to a reschedule request.
  'reschedule_accepted',
  'reschedule_declined',
  // Issue 37: the mover's two steps of a move.
  'pd_picked_up',
  'pd_delivered',
  // Issue 37: the customer's dispute opened and resolved; their partner gave the job back.
  'dispute_opened',
  'dispute_resolved',
  'partner_cancelled',
  // Issue 37: ops cancelled one of the customer's lines (a customer's own cancellation tells only its partner).
  'booking_cancelled',
  // Issue 39: ops answered a report sent from /report while signed in (a partner's too: either feed shows it).
  'report_answered',
] as const;

/** A partner's: their jobs (and Pass Fast Express jobs), their pay, their services' approval and their account's verification. */
export const partnerNotificationKinds = [
  'job_allocated',
  'pd_job_allocated',
  'job_cancelled',
  // Issue 39: ops gave the partner's job to another partner.
  'job_withdrawn',
  'work_approved',
  'booking_paid',
  'service_approved',
  'service_rejected',
  'account_verified',
  'account_rejected',
  // Issue 36: bank details changed (payouts held) and checked again; suspension and reinstatement.
  'bank_details_changed',
  'bank_details_verified',
  'account_suspended',
  'account_reinstated',
  // Issue 37: the customer asks to move a job.
  'reschedule_requested',
  // Issue 37: a move paid (the mover may pick it up), and a move given to another partner.
  'pd_job_paid',
  'pd_job_withdrawn',
  // Issue 37: the customer declined the partner's work; ops decided.
  'work_disputed',
  'dispute_decided',
  // Issue 38: a payout reached the partner's bank.
  'payout_paid',
] as const;

export const notificationKinds = [...customerNotificationKinds, ...partnerNotificationKinds] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** One event, newest first in the list; `message` is the sentence to show, as the server wrote it. */
export const notificationWire = /* @__PURE__ */ z.object({
  id: z.int(),
  kind: z.enum(notificationKinds),
  message: z.string(),
  booking_id: z.nullable(z.int()),
  /** ISO date-time. */
  created_at: z.string(),
  read: z.boolean(),
  /** The site's page where the event can be followed up, decided by the server from the kind. */
  link: z.string(),
});

/** data of GET user/notifications: the latest events and how many of all are unread. */
export const notificationFeedWire = /* @__PURE__ */ z.object({
  unread: z.int(),
  notifications: z.array(notificationWire),
});
export type NotificationFeedWire = z.infer<typeof notificationFeedWire>;

/** data of POST user/notifications/read: none is unread any more. */
export const notificationsReadWire = /* @__PURE__ */ z.object({ unread: z.int() });
