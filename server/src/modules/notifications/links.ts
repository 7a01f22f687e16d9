import type { NotificationKind } from '@servenear/shared/wire';

/**
 * Where each kind of event is followed up: the notification's link, decided here from the kind
 * so a stored row never holds a route that may move. A kind not listed (an older row of a kind
 * since retired), or listed as null, opens the person's list of notifications.
 */
const links: Record<NotificationKind, string | null> = {
  booking_received: '/instand-booking',
  partner_assigned: '/instand-booking',
  start_code_sent: '/instand-booking',
  work_completed: '/complete-booking',
  refund_recorded: '/cancel-booking',
  refund_processed: '/cancel-booking',
  payout_paid: '/employee-earnings',
  service_enquiry_answered: '/service-enquiry',
  service_enquiry_rejected: '/service-enquiry',
  pd_enquiry_answered: '/pd-enquiry',
  pd_enquiry_rejected: '/pd-enquiry',
  reschedule_accepted: '/instand-booking',
  reschedule_declined: '/instand-booking',
  job_allocated: '/employee-booking-list',
  pd_job_allocated: '/employee-booking-pdenquiery',
  job_cancelled: '/employee-booking-cancel',
  job_withdrawn: '/employee-booking-list',
  work_approved: '/employee-booking-completed',
  booking_paid: '/employee-earnings',
  service_approved: '/employee-service-edit',
  service_rejected: '/employee-service-edit',
  account_verified: '/employee-edit-profile',
  account_rejected: '/employee-edit-profile',
  bank_details_changed: '/employee-edit-bank',
  bank_details_verified: '/employee-edit-bank',
  account_suspended: '/employee-notification',
  account_reinstated: '/employee-booking-list',
  reschedule_requested: '/employee-booking-list',
  pd_picked_up: '/pd-enquiry',
  pd_delivered: '/pd-enquiry',
  pd_job_paid: '/employee-booking-pdenquiery',
  pd_job_withdrawn: '/employee-booking-pdenquiery',
  dispute_opened: '/complete-booking',
  dispute_resolved: '/complete-booking',
  partner_cancelled: '/instand-booking',
  booking_cancelled: '/cancel-booking',
  work_disputed: '/employee-booking-completed',
  dispute_decided: '/employee-booking-completed',
  // The answer is in the notification itself; customers and partners both report.
  report_answered: null,
};

export function notificationLink(kind: string, role: 'user' | 'employee'): string {
  return links[kind as NotificationKind] ?? (role === 'user' ? '/notification' : '/employee-notification');
}
