import { bookingReference, type DisputeOutcome } from '@servenear/shared/domain';
import { disputeOutcomeText } from '@servenear/shared/dispute-texts';
import { fill } from '@servenear/shared/i18n';
import { notificationTexts } from './messages';
import { insertNotification, lineContext, type Writer } from './repository';

/**
 * Issue 37: who is told what when a customer declines completed work, when ops resolve the
 * dispute and when a partner gives a job back. Written in the transaction of the change itself,
 * like every other event (record.ts).
 */
export const disputeNotificationMessages = {
  disputeOpened: (service: string, bookingId: number) => fill(notificationTexts.customer.disputeOpened, { service, booking: bookingReference(bookingId) }),
  workDisputed: (service: string, bookingId: number, reason: string) =>
    fill(notificationTexts.partner.workDisputed, { service, booking: bookingReference(bookingId), reason }),
  disputeResolved: (service: string, bookingId: number, outcome: string, note: string | null) =>
    fill(note ? notificationTexts.customer.disputeResolvedWithNote : notificationTexts.customer.disputeResolved, { service, booking: bookingReference(bookingId), outcome, note: note ?? '' }),
  disputeDecided: (service: string, bookingId: number, outcome: string, note: string | null) =>
    fill(note ? notificationTexts.partner.disputeDecidedWithNote : notificationTexts.partner.disputeDecided, { service, booking: bookingReference(bookingId), outcome, note: note ?? '' }),
  partnerCancelled: (service: string, bookingId: number) => fill(notificationTexts.customer.partnerCancelled, { service, booking: bookingReference(bookingId) }),
} as const;

async function contextOf(tx: Writer, lineId: number) {
  const line = await lineContext(tx, lineId);
  if (!line) throw new Error(`line ${lineId} has no booking to notify about`);
  return line;
}

/** dispute_opened to the customer, work_disputed (with the reason) to the partner whose work it was. */
export async function recordDisputeOpened(tx: Writer, line: { id: number; partnerId: number | null }, reason: string, at: Date): Promise<void> {
  const { userId, language, bookingId, serviceName } = await contextOf(tx, line.id);
  await insertNotification(tx, { userId, language, kind: 'dispute_opened', bookingId, lineId: line.id, message: () => disputeNotificationMessages.disputeOpened(serviceName, bookingId), at });
  if (line.partnerId === null) return;
  const message = () => disputeNotificationMessages.workDisputed(serviceName, bookingId, reason);
  await insertNotification(tx, { userId: line.partnerId, kind: 'work_disputed', bookingId, lineId: line.id, message, at });
}

/** dispute_resolved to the customer, dispute_decided to the partner whose work was declined. */
export async function recordDisputeResolved(
  tx: Writer,
  dispute: { lineId: number; partnerId: number | null; outcome: DisputeOutcome; refundAmount: number; waivedAmount: number; note: string | null },
  at: Date,
): Promise<void> {
  const { userId, language, bookingId, serviceName } = await contextOf(tx, dispute.lineId);
  // Each side in its own words: an unpaid booking's reduction is 'what you owe' to the customer (decision 0054).
  const toCustomer = () => disputeOutcomeText(dispute.outcome, dispute, 'customer');
  const lineId = dispute.lineId;
  await insertNotification(tx, {
    userId,
    language,
    kind: 'dispute_resolved',
    bookingId,
    lineId,
    message: () => disputeNotificationMessages.disputeResolved(serviceName, bookingId, toCustomer(), dispute.note),
    at,
  });
  if (dispute.partnerId === null) return;
  const message = () => disputeNotificationMessages.disputeDecided(serviceName, bookingId, disputeOutcomeText(dispute.outcome, dispute, 'partner'), dispute.note);
  await insertNotification(tx, { userId: dispute.partnerId, kind: 'dispute_decided', bookingId, lineId, message, at });
}

/** partner_cancelled: the customer is told their partner gave the job back and the booking stays. */
export async function recordPartnerCancelled(tx: Writer, lineId: number, at: Date): Promise<void> {
  const { userId, language, bookingId, serviceName } = await contextOf(tx, lineId);
  await insertNotification(tx, { userId, language, kind: 'partner_cancelled', bookingId, lineId, message: () => disputeNotificationMessages.partnerCancelled(serviceName, bookingId), at });
}
