import { disputeMessages, type DisputeResolution, type OpsDisputesQuery } from '@servenear/shared/endpoints';
import { bookingReference, formatRupees, type DisputeOutcome } from '@servenear/shared/domain';
import type { AdminDisputeWire, DisputeResolvedWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MoneyConfig } from '../../config';
import { settleLineIfDue } from '../money/settle';
import { oweRefund } from '../refunds/owe';
import { HttpError, notFound, unprocessable } from '../../lib/httpError';
import { findPartner } from '../admin/bookingRepository';
import { moveLine, notYetApproved, toBeRedone, unassigned } from '../bookings/lifecycle';
import { recordDisputeOpened, recordDisputeResolved } from '../notifications/disputeEvents';
import { disputeForOps, disputeForResolution, insertDispute, listDisputes, resolveOpenDispute, type OpsDisputeRow } from './repository';

/**
 * Issue 37: a customer declines completed work with a reason (a dispute opens, the line is
 * completed-issue); ops resolve it by a redo (same partner: assigned again; another: back to
 * pending) or a refund recorded on the line (bookings/refund's refund_amount: issue 38 moves the
 * money); on a booking not paid yet, the amount is taken off what the customer owes instead (the
 * line's waived_amount, which payments' amount due subtracts: decision 0054). Each step is one transaction with its notifications; the conditional updates decide races.
 */
export interface DisputeDeps {
  db: Database;
  clock: Clock;
  /** Issue 38: the commission and taxes of the settlement a part refund makes due. */
  money: MoneyConfig;
}

const admin = { role: 'admin' } as const;

// i18n-ignore: ops only (the ops console and the admin CLI stay English)
export const redoMessages = {
  partnerGone: 'This partner can no longer take jobs: redo the work with another partner (redo_other).',
} as const;

/** POST user/service/decline: only the booking's customer, only completed work not yet approved. */
export async function declineLine(deps: Pick<DisputeDeps, 'db' | 'clock'>, userId: number, { id: lineId, reason }: { id: number; reason: string }): Promise<void> {
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    const line = await moveLine(tx, lineId, 'decline', { role: 'user', userId }, {}, notYetApproved);
    await insertDispute(tx, { lineId, partnerId: line.partnerId, reason, openedAt: at });
    await recordDisputeOpened(tx, line, reason, at);
  });
}

/** What a line's money stands at: what the customer paid for it (and may still get back) and what they still owe. */
function lineMoney(row: { price: number; refundedBefore: number; waivedBefore: number; paymentStatus: string }): { paid: number; owed: number } {
  const charged = row.price - row.waivedBefore;
  if (row.paymentStatus === 'paid') return { paid: Math.max(0, charged - row.refundedBefore), owed: 0 };
  return { paid: 0, owed: Math.max(0, charged) };
}

/** What a money outcome settles: a refund of what was paid or, on an unpaid booking, the amount taken off what is owed (decision 0054). */
interface Settlement {
  refundAmount: number;
  waivedAmount: number;
}

const nothingSettled: Settlement = { refundAmount: 0, waivedAmount: 0 };

function settlementFor(outcome: DisputeOutcome, amount: number | undefined, money: { paid: number; owed: number }, paymentStatus: string): Settlement {
  if (outcome === 'redo_same' || outcome === 'redo_other') return nothingSettled;
  if (paymentStatus !== 'paid') {
    if (money.owed === 0) throw new HttpError(409, {}, disputeMessages.nothingOwed);
    if (outcome === 'full_refund') return { refundAmount: 0, waivedAmount: money.owed };
    if (amount! > money.owed) throw unprocessable({ amount: [disputeMessages.amountOverOwed(formatRupees(money.owed))] });
    return { refundAmount: 0, waivedAmount: amount! };
  }
  if (money.paid === 0) throw new HttpError(409, {}, disputeMessages.nothingPaid);
  if (outcome === 'full_refund') return { refundAmount: money.paid, waivedAmount: 0 };
  if (amount! > money.paid) throw unprocessable({ amount: [disputeMessages.amountOverPaid(formatRupees(money.paid))] });
  return { refundAmount: amount!, waivedAmount: 0 };
}

/** POST admin/disputes/{id}/resolve: ops' decision, once. */
export async function resolveDispute(deps: DisputeDeps, disputeId: number, resolution: DisputeResolution): Promise<DisputeResolvedWire> {
  const at = deps.clock();
  const note = resolution.note ? resolution.note : null;
  return deps.db.transaction(async (tx) => {
    const dispute = await disputeForResolution(tx, disputeId);
    if (!dispute) throw notFound(disputeMessages.notFound);
    if (dispute.resolvedAt) throw new HttpError(409, {}, disputeMessages.alreadyResolved);
    const settlement = settlementFor(resolution.outcome, resolution.amount, lineMoney(dispute), dispute.paymentStatus);
    if (resolution.outcome === 'redo_same') {
      const partner = dispute.partnerId === null ? undefined : await findPartner(tx, dispute.partnerId);
      if (partner?.verificationStatus !== 'verified') throw new HttpError(409, {}, redoMessages.partnerGone);
    }
    if (!(await resolveOpenDispute(tx, disputeId, { outcome: resolution.outcome, ...settlement, note, resolvedAt: at }))) {
      throw new HttpError(409, {}, disputeMessages.alreadyResolved);
    }
    const line = await moveLineFor(tx, dispute, resolution.outcome, settlement, at);
    // Issue 38: a refund on a paid line is paid back through the provider; what is left of the work is settled.
    if (settlement.refundAmount > 0) await oweRefund(tx, { bookingId: dispute.bookingId, lineId: dispute.lineId, reason: 'dispute', amount: settlement.refundAmount * 100, at });
    await settleLineIfDue(tx, deps.money, dispute.lineId, at);
    await recordDisputeResolved(tx, { lineId: dispute.lineId, partnerId: dispute.partnerId, outcome: resolution.outcome, ...settlement, note }, at);
    return { refund_amount: settlement.refundAmount, waived_amount: settlement.waivedAmount, line_status: line.status };
  });
}

function moveLineFor(
  tx: Database,
  dispute: { lineId: number; partnerId: number | null; refundedBefore: number; waivedBefore: number },
  outcome: DisputeOutcome,
  settlement: Settlement,
  at: Date,
) {
  switch (outcome) {
    case 'redo_same':
      // The same partner starts again with a new start code.
      return moveLine(tx, dispute.lineId, 'redoSame', admin, { ...toBeRedone, assignedAt: at });
    case 'redo_other':
      return moveLine(tx, dispute.lineId, 'redoOther', admin, { ...toBeRedone, ...unassigned });
    case 'part_refund':
    case 'full_refund':
      // A refund is stored where a cancellation's is (bookings/refund.ts): the line's refund_amount.
      // Unpaid, the amount comes off what the payment order will be for: the line's waived_amount.
      if (settlement.waivedAmount > 0) return moveLine(tx, dispute.lineId, 'waive', admin, { waivedAmount: dispute.waivedBefore + settlement.waivedAmount });
      return moveLine(tx, dispute.lineId, 'refund', admin, { refundAmount: dispute.refundedBefore + settlement.refundAmount });
  }
}

/** A dispute as ops read it. */
function disputeWire(row: OpsDisputeRow): AdminDisputeWire {
  return {
    id: row.id,
    line_id: row.lineId,
    booking_id: row.bookingId,
    reference: bookingReference(row.bookingId),
    service_name: row.serviceName,
    line_status: row.lineStatus,
    price: row.price,
    // What was paid, or what is still owed, for the line: the most a refund or a reduction can be.
    paid_amount: row.paymentStatus === 'paid' ? row.price - row.lineWaived : 0,
    owed_amount: row.paymentStatus === 'paid' ? 0 : row.price - row.lineWaived,
    customer_name: row.customerName,
    customer_mobile: row.customerMobile,
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    reason: row.reason,
    opened_at: row.openedAt.toISOString(),
    outcome: row.outcome,
    refund_amount: row.refundAmount,
    waived_amount: row.waivedAmount,
    note: row.note,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/** GET admin/disputes: one page of open or resolved disputes. */
export async function disputesForOps(deps: Pick<DisputeDeps, 'db'>, { status, page, per_page }: OpsDisputesQuery) {
  const { rows, total } = await listDisputes(deps.db, status, { offset: (page - 1) * per_page, limit: per_page });
  return { status: 200, data: rows.map(disputeWire), total, page, per_page };
}

/** GET admin/disputes/{id}. */
export async function disputeByIdForOps(deps: Pick<DisputeDeps, 'db'>, id: number): Promise<AdminDisputeWire> {
  const row = await disputeForOps(deps.db, id);
  if (!row) throw new HttpError(404, {}, disputeMessages.notFound);
  return disputeWire(row);
}
