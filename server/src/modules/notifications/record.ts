import { enquirySubject, notificationMessages, notificationTexts, partnerNotificationMessages, slotWords } from './messages';
import { accountName, assignedLinesOf, deleteNotification, insertNotification, lineContext, type WrittenNotification, type Writer } from './repository';
import { recordMovePaid } from './moveEvents';

/**
 * The events a customer or a partner is told about, each recorded by the code that makes it happen, inside
 * that code's transaction: the notification exists exactly when the event does.
 */

/**
 * booking_received: written by the booking's own transaction, so an idempotent replay (which makes
 * no booking) writes none. Its recipient is the customer making the booking: written in the
 * language of their request (their choice, kept on the account at sign-in), with no statement
 * more on the busiest call (bench/README.md).
 */
export function bookingReceived(booking: { userId: number; bookingId: number; at: Date }): WrittenNotification {
  const { userId, bookingId, at } = booking;
  return { userId, kind: 'booking_received', bookingId, lineId: null, message: notificationMessages.bookingReceived(bookingId), at };
}

/** What happened to one line of a booking. */
export type LineEvent =
  | { kind: 'partner_assigned'; partnerId: number }
  | { kind: 'start_code_sent' }
  | { kind: 'work_completed' }
  /** Issue 37: ops cancelled the line. */
  | { kind: 'booking_cancelled' }
  /** A cancellation's refund; nothing is said when nothing is owed back (an unpaid booking). */
  | { kind: 'refund_recorded'; amount: number }
  /** Issue 37: the partner's answer to the customer's reschedule request; `slot` is where the line now is. */
  | { kind: 'reschedule_accepted' | 'reschedule_declined'; date: string; time: string };

/**
 * Tells the line's customer about the event; the new notification's id, or null when there was
 * nothing to tell (a refund of ₹0).
 */
export async function recordLineEvent(tx: Writer, lineId: number, event: LineEvent, at: Date): Promise<number | null> {
  if (event.kind === 'refund_recorded' && event.amount <= 0) return null;
  const line = await lineContext(tx, lineId);
  if (!line) throw new Error(`line ${lineId} has no booking to notify about`);
  const { userId, language, bookingId, serviceName } = line;
  // The allocation checked the partner exists; a name is still needed for the sentence.
  const partnerName = event.kind === 'partner_assigned' ? await accountName(tx, event.partnerId) : null;
  return insertNotification(tx, { userId, language, kind: event.kind, bookingId, lineId, message: () => messageFor(event, serviceName, bookingId, partnerName), at });
}

function messageFor(event: LineEvent, service: string, bookingId: number, partnerName: string | null): string {
  switch (event.kind) {
    case 'partner_assigned':
      return notificationMessages.partnerAssigned(partnerName ?? notificationTexts.customer.aPartner, service, bookingId);
    case 'start_code_sent':
      return notificationMessages.startCodeSent(service, bookingId);
    case 'work_completed':
      return notificationMessages.workCompleted(service, bookingId);
    case 'booking_cancelled':
      return notificationMessages.bookingCancelled(service, bookingId);
    case 'refund_recorded':
      return notificationMessages.refundRecorded(event.amount, bookingId);
    case 'reschedule_accepted':
      return notificationMessages.rescheduleAccepted(service, bookingId, slotWords(event.date, event.time));
    case 'reschedule_declined':
      return notificationMessages.rescheduleDeclined(service, bookingId, slotWords(event.date, event.time));
  }
}

/** A start code that could not be sent after all: the customer must not be told it was. */
export async function withdrawNotification(tx: Writer, id: number): Promise<void> {
  await deleteNotification(tx, id);
}

/** What happened to a partner's job. */
export type PartnerLineEvent =
  | { kind: 'job_allocated' }
  | { kind: 'job_cancelled'; by: 'customer' | 'admin' }
  /** Issue 39: ops re-assigned the job; told to the partner who had it. */
  | { kind: 'job_withdrawn' }
  | { kind: 'work_approved' }
  | { kind: 'booking_paid' }
  /** Issue 37: the customer asks to move the job to this slot. */
  | { kind: 'reschedule_requested'; date: string; time: string };

/**
 * Tells the partner holding the line about the event; nothing when no partner holds it (a
 * pending line cancelled, a booking paid before allocation).
 */
export async function recordPartnerLineEvent(tx: Writer, line: { id: number; partnerId: number | null }, event: PartnerLineEvent, at: Date): Promise<void> {
  if (line.partnerId === null) return;
  const context = await lineContext(tx, line.id);
  if (!context) throw new Error(`line ${line.id} has no booking to notify about`);
  const { bookingId, serviceName } = context;
  await insertNotification(tx, { userId: line.partnerId, kind: event.kind, bookingId, lineId: line.id, message: () => partnerMessageFor(event, serviceName, bookingId), at });
}

function partnerMessageFor(event: PartnerLineEvent, service: string, bookingId: number): string {
  switch (event.kind) {
    case 'job_allocated':
      return partnerNotificationMessages.jobAllocated(service, bookingId);
    case 'job_cancelled':
      return partnerNotificationMessages.jobCancelled(service, bookingId, event.by);
    case 'job_withdrawn':
      return partnerNotificationMessages.jobWithdrawn(service, bookingId);
    case 'work_approved':
      return partnerNotificationMessages.workApproved(service, bookingId);
    case 'booking_paid':
      return partnerNotificationMessages.bookingPaid(service, bookingId);
    case 'reschedule_requested':
      return partnerNotificationMessages.rescheduleRequested(service, bookingId, slotWords(event.date, event.time));
  }
}

/** booking_paid: every partner holding a line of the booking is told, one notification a line; a move's mover and ops too. */
export async function recordBookingPaid(tx: Writer, bookingId: number, at: Date): Promise<void> {
  for (const line of await assignedLinesOf(tx, bookingId)) {
    await recordPartnerLineEvent(tx, { id: line.lineId, partnerId: line.partnerId }, { kind: 'booking_paid' }, at);
  }
  await recordMovePaid(tx, bookingId, at);
}

/** account_verified / account_rejected: ops decided on the partner's sign-up. */
export async function recordAccountDecision(
  tx: Writer,
  partnerId: number,
  decision: { verified: true } | { verified: false; reason: string },
  at: Date,
): Promise<void> {
  const kind = decision.verified ? 'account_verified' : 'account_rejected';
  const message = () => (decision.verified ? partnerNotificationMessages.accountVerified() : partnerNotificationMessages.accountRejected(decision.reason));
  await insertNotification(tx, { userId: partnerId, kind, bookingId: null, lineId: null, message, at });
}

/** What ops decided on a partner's added or "other" service. */
export interface ServiceDecision {
  partnerId: number;
  /** The offer (its action id); the notification's link opens the partner's service list. */
  offerId: number;
  /** As the partner named it. */
  serviceName: string;
  decision: 'approved' | 'rejected';
  /** Why, for a rejection: told to the partner. */
  reason?: string;
}

/**
 * service_approved / service_rejected: written by the transaction that stores ops' decision on
 * the offer, so the partner is told exactly when the decision is made.
 */
export async function recordServiceDecision(tx: Writer, decision: ServiceDecision, at: Date): Promise<void> {
  const approved = decision.decision === 'approved';
  const message = () =>
    approved ? partnerNotificationMessages.serviceApproved(decision.serviceName) : partnerNotificationMessages.serviceRejected(decision.serviceName, decision.reason ?? '');
  await insertNotification(tx, {
    userId: decision.partnerId,
    kind: approved ? 'service_approved' : 'service_rejected',
    bookingId: null,
    lineId: null,
    message,
    at,
  });
}

/** What ops decided on a customer's enquiry (a service enquiry, or a Pass Fast Express request). */
export interface EnquiryDecision {
  customerId: number;
  kind: 'service' | 'pd';
  /** The service asked about; none for a move request. */
  serviceName: string | null;
  decision: { answered: true; quote: number | null } | { answered: false; reason: string };
}

/**
 * service_enquiry_answered / _rejected, pd_enquiry_answered / _rejected: written by the
 * transaction that stores ops' answer or refusal, so the customer is told exactly when it is made.
 */
export async function recordEnquiryDecision(tx: Writer, enquiry: EnquiryDecision, at: Date): Promise<void> {
  const { decision } = enquiry;
  const message = () => {
    const subject = enquirySubject(enquiry.kind === 'service' ? (enquiry.serviceName ?? notificationTexts.customer.aService) : null);
    return decision.answered ? notificationMessages.enquiryAnswered(subject, decision.quote) : notificationMessages.enquiryRejected(subject, decision.reason);
  };
  const kind = `${enquiry.kind === 'service' ? 'service' : 'pd'}_enquiry_${decision.answered ? 'answered' : 'rejected'}` as const;
  await insertNotification(tx, { userId: enquiry.customerId, kind, bookingId: null, lineId: null, message, at });
}

/** pd_job_allocated: ops gave a Pass Fast Express request to the partner, in the allocation's transaction. */
export async function recordPdJobAllocated(tx: Writer, job: { partnerId: number; moveDate: string; fromAddress: string }, at: Date): Promise<void> {
  const message = () => partnerNotificationMessages.pdJobAllocated(job.moveDate, job.fromAddress);
  await insertNotification(tx, { userId: job.partnerId, kind: 'pd_job_allocated', bookingId: null, lineId: null, message, at });
}

/** Issue 36: what ops or the partner did to the partner's account, told in that change's transaction. */
export type PartnerAccountEvent =
  | { kind: 'bank_details_changed' }
  | { kind: 'bank_details_verified' }
  | { kind: 'account_suspended'; reason: string }
  | { kind: 'account_reinstated' };

export async function recordPartnerAccountEvent(tx: Writer, partnerId: number, event: PartnerAccountEvent, at: Date): Promise<void> {
  const message = () =>
    event.kind === 'bank_details_changed'
      ? partnerNotificationMessages.bankDetailsChanged()
      : event.kind === 'bank_details_verified'
        ? partnerNotificationMessages.bankDetailsVerified()
        : event.kind === 'account_suspended'
          ? partnerNotificationMessages.accountSuspended(event.reason)
          : partnerNotificationMessages.accountReinstated();
  await insertNotification(tx, { userId: partnerId, kind: event.kind, bookingId: null, lineId: null, message, at });
}

/** Issue 39: ops answered a report the person sent while signed in, in the answer's transaction (the text goes to the report's own number). */
export async function recordReportAnswered(tx: Writer, report: { userId: number; service: string; answer: string }, at: Date): Promise<void> {
  const message = () => notificationMessages.reportAnswered(report.service, report.answer);
  await insertNotification(tx, { userId: report.userId, kind: 'report_answered', bookingId: null, lineId: null, message, at });
}
