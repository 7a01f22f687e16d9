import { eq, sql } from 'drizzle-orm';
import type { RescheduleDecision } from '@servenear/shared/endpoints';
import { rescheduleDecisionMessages, rescheduleMessages, type RescheduleRequest } from '@servenear/shared/schemas';
import type { AppContext } from '../../context';
import { bookingLines } from '../../db/schema';
import { notFound } from '../../lib/httpError';
import { rescheduledSlot } from '../cart/slot';
import { recordLineEvent, recordPartnerLineEvent } from '../notifications/record';
import { lifecycleMessages, lineVisibleTo, moveLine } from './lifecycle';

/**
 * Issue 37 'Reschedule': the customer moves a booked line to another slot. Before a partner is
 * assigned it moves at once (ops allocate for the new slot); once a partner holds it, the move
 * is a request the partner accepts (the slot changes) or declines (it stays). Each step is one
 * conditional UPDATE through the line's state machine (lifecycle.ts), so a racing second answer,
 * or an allocation or a start in between, gets a 409; the other side is told in the same
 * transaction.
 */
type Context = Pick<AppContext, 'db' | 'clock'>;

export type RescheduleOutcome = 'moved' | 'requested';

/** The replies, read when they are sent (the shared texts answer in the request's language). */
export const rescheduleReplyMessages = {
  get moved() {
    return rescheduleMessages.moved;
  },
  get requested() {
    return rescheduleMessages.requested;
  },
  get accepted() {
    return rescheduleDecisionMessages.accepted;
  },
  get declined() {
    return rescheduleDecisionMessages.declined;
  },
};

/** POST user/booking/reschedule: the customer's own line, to a slot the booking window allows. */
export async function rescheduleLine(context: Context, userId: number, request: RescheduleRequest): Promise<RescheduleOutcome> {
  const at = context.clock();
  const customer = { role: 'user', userId } as const;
  return context.db.transaction(async (tx) => {
    const line = await lineVisibleTo(tx, request.lineId, customer);
    if (!line) throw notFound(lifecycleMessages.notFound);
    const slot = rescheduledSlot(line, request, at);
    if (line.status === 'pending') {
      // No partner yet: the slot changes now. Whatever an earlier partner was asked is over.
      await moveLine(tx, line.id, 'reschedule', customer, { ...slot, rescheduleStatus: null, rescheduleDecidedAt: null, rescheduleRequestedAt: null, rescheduleDate: null, rescheduleTime: null });
      return 'moved';
    }
    // A partner holds it (or it has moved on since the read: moveLine's 409 says so).
    const updated = await moveLine(
      tx,
      line.id,
      'requestReschedule',
      customer,
      { rescheduleDate: slot.serviceDate, rescheduleTime: slot.serviceTime, rescheduleStatus: 'requested', rescheduleRequestedAt: at, rescheduleDecidedAt: null },
      sql`${bookingLines.rescheduleStatus} IS DISTINCT FROM 'requested'`,
    );
    await recordPartnerLineEvent(tx, updated, { kind: 'reschedule_requested', date: slot.serviceDate, time: slot.serviceTime }, at);
    return 'requested';
  });
}

/**
 * POST employee/booking/reschedule: the partner holding the job answers the waiting request,
 * while the job is assigned and not started. Accepting moves the slot and drops a start code
 * issued for the old day; the customer is told either way.
 */
export async function decideReschedule(context: Context, partnerId: number, { bookingId: lineId, decision }: RescheduleDecision): Promise<string> {
  const at = context.clock();
  const partner = { role: 'employee', userId: partnerId } as const;
  const waiting = eq(bookingLines.rescheduleStatus, 'requested');
  return context.db.transaction(async (tx) => {
    if (decision === 'accept') {
      const line = await moveLine(
        tx,
        lineId,
        'answerReschedule',
        partner,
        {
          serviceDate: sql`${bookingLines.rescheduleDate}`,
          serviceTime: sql`${bookingLines.rescheduleTime}`,
          rescheduleStatus: 'accepted',
          rescheduleDecidedAt: at,
          startCodeNonce: null,
          startCodeExpiresAt: null,
        },
        waiting,
      );
      await recordLineEvent(tx, lineId, { kind: 'reschedule_accepted', date: line.serviceDate, time: line.serviceTime }, at);
      return rescheduleReplyMessages.accepted;
    }
    const line = await moveLine(tx, lineId, 'answerReschedule', partner, { rescheduleStatus: 'declined', rescheduleDecidedAt: at }, waiting);
    await recordLineEvent(tx, lineId, { kind: 'reschedule_declined', date: line.serviceDate, time: line.serviceTime }, at);
    return rescheduleReplyMessages.declined;
  });
}
