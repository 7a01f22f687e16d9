import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { customerLineStatus, type LineStatus } from '@servenear/shared/domain';
import { rescheduleDecisionMessages, rescheduleMessages } from '@servenear/shared/schemas';
import type { Database } from '../../db/client';
import { bookingLines, bookings } from '../../db/schema';
import { fill } from '@servenear/shared/i18n';
import { HttpError, notFound } from '../../lib/httpError';
import { bookingTexts } from './messages';

/**
 * The booking-line state machine (docs/architecture.md §6), the only place a line's status changes.
 *
 * pending ──allocate──► assigned ──start (right code)──► confirmed ──complete──► completed ──approve──► (approved_at set)
 *    └──────────── cancel (user while pending; admin) ──► cancelled
 * assigned ──release (the partner was suspended, issue 36)──► pending, for ops to allocate again
 * assigned ──reassign (ops, issue 39: another partner, the same start code)──► assigned
 * pending ──reschedule (the customer, issue 37)──► pending, on another slot
 * assigned ──requestReschedule (the customer) / answerReschedule (its partner)──► assigned
 * assigned ──cancelByPartner (with a reason, issue 37)──► pending: the customer keeps the booking
 * completed ──decline (issue 37: the customer's reason opens a dispute)──► completed-issue
 * completed-issue ──redoSame──► assigned (same partner) · ──redoOther──► pending · ──refund──► completed-issue (refund recorded)
 *                 ──waive (unpaid booking, decision 0054)──► completed-issue (amount taken off what is owed)
 *
 * Each transition is one conditional UPDATE (`… WHERE status IN (from) AND <who may act>`),
 * so of two racing requests exactly one changes the row; the other finds it already moved
 * and gets a 409 that says why.
 */
export type LineTransition =
  | 'allocate'
  | 'reassign'
  | 'issueStartCode'
  | 'start'
  | 'complete'
  | 'approve'
  | 'cancelByUser'
  | 'cancelByPartner'
  | 'cancelByAdmin'
  | 'release'
  | 'reschedule'
  | 'requestReschedule'
  | 'answerReschedule'
  | 'decline'
  | 'redoSame'
  | 'redoOther'
  | 'refund'
  | 'waive';

/** `verb` names the change in its refusal (messages.ts lifecycle.cannot). */
export const transitionRules: Record<LineTransition, { from: LineStatus[]; to: LineStatus; verb: keyof typeof bookingTexts.lifecycle.cannot }> = {
  allocate: { from: ['pending'], to: 'assigned', verb: 'allocated' },
  // Issue 39: ops give an assigned line not yet started to another partner.
  reassign: { from: ['assigned'], to: 'assigned', verb: 're-assigned' },
  issueStartCode: { from: ['assigned'], to: 'assigned', verb: 'started' },
  start: { from: ['assigned'], to: 'confirmed', verb: 'started' },
  complete: { from: ['confirmed'], to: 'completed', verb: 'completed' },
  approve: { from: ['completed'], to: 'completed', verb: 'approved' },
    // customer §6: customers may cancel only pending bookings, and a line with a partner assigned is
    // still pending to them (customer §4: 'assigned' is shown as 'pending'); once work starts, no.
    cancelByUser: { from: ['pending', 'assigned'], to: 'cancelled', verb: 'cancelled' },
    // Issue 37: a partner's cancel gives the job back to ops; the customer's booking stays.
    cancelByPartner: { from: ['assigned'], to: 'pending', verb: 'cancelled' },
    cancelByAdmin: { from: ['pending', 'assigned', 'confirmed'], to: 'cancelled', verb: 'cancelled' },
    release: { from: ['assigned'], to: 'pending', verb: 'released' },
    // Issue 37: before a partner is assigned the customer moves the slot; after, the partner answers a request.
    reschedule: { from: ['pending'], to: 'pending', verb: 'rescheduled' },
    requestReschedule: { from: ['assigned'], to: 'assigned', verb: 'rescheduled' },
    answerReschedule: { from: ['assigned'], to: 'assigned', verb: 'rescheduled' },
    // Issue 37: disputes. completed-issue is the spec's 'completed with some issue'.
    decline: { from: ['completed'], to: 'completed-issue', verb: 'declined' },
    redoSame: { from: ['completed-issue'], to: 'assigned', verb: 'redone' },
    redoOther: { from: ['completed-issue'], to: 'pending', verb: 'redone' },
    refund: { from: ['completed-issue'], to: 'completed-issue', verb: 'refunded' },
    waive: { from: ['completed-issue'], to: 'completed-issue', verb: 'settled' },
};

/** Who is acting: a customer may only touch lines of their bookings, a partner only lines allocated to them. */
export type Actor = { role: 'user'; userId: number } | { role: 'employee'; userId: number } | { role: 'admin' };

/** Column values or SQL expressions (e.g. a refund computed from the booking in the same UPDATE). */
type LineChanges = Omit<PgUpdateSetSource<typeof bookingLines>, 'status'>;

export const lifecycleMessages = bookingTexts.lifecycle;

function actorCondition(actor: Actor): SQL | undefined {
  if (actor.role === 'employee') return eq(bookingLines.partnerId, actor.userId);
  if (actor.role === 'user') {
    return inArray(bookingLines.bookingId, sql`(SELECT ${bookings.id} FROM ${bookings} WHERE ${bookings.userId} = ${actor.userId})`);
  }
  return undefined;
}

/** A line the actor may see, or null (another customer's or partner's line is as good as missing). */
export async function lineVisibleTo(db: Database, lineId: number, actor: Actor) {
  const [line] = await db
    .select()
    .from(bookingLines)
    .where(and(eq(bookingLines.id, lineId), actorCondition(actor)));
  return line ?? null;
}

/**
 * Moves one line; returns the updated row. Refusals: 404 when the actor may not see the line,
 * 409 with the reason when the line is not in a state this transition starts from.
 * `extra` narrows the update further (e.g. the approval only once).
 */
export async function moveLine(
  db: Database,
  lineId: number,
  transition: LineTransition,
  actor: Actor,
  changes: LineChanges,
  extra?: SQL,
) {
  const rule = transitionRules[transition];
  const updated = await db
    .update(bookingLines)
    .set({ ...changes, status: rule.to })
    .where(and(eq(bookingLines.id, lineId), inArray(bookingLines.status, rule.from), actorCondition(actor), extra))
    .returning();
  if (updated[0]) return updated[0];
  throw await refusal(db, lineId, transition, actor);
}

/**
 * Every line allocated to the partner and not started goes back to ops' queue (pending, no
 * partner, no start code), in one conditional UPDATE; the lines released. The customer's
 * booking and its lines stay as they are otherwise.
 */
export async function releasePartnerLines(db: Pick<Database, 'update'>, partnerId: number) {
  const rule = transitionRules.release;
  return db
    .update(bookingLines)
    .set({ status: rule.to, ...unassigned })
    .where(and(eq(bookingLines.partnerId, partnerId), inArray(bookingLines.status, rule.from)))
    .returning({ id: bookingLines.id, bookingId: bookingLines.bookingId });
}

/** A fresh start code state: no live code, no tries counted, not locked. */
const noStartCode = {
  startCodeNonce: null,
  startCodeExpiresAt: null,
  startCodeAttempts: 0,
  startCodeFailedGuesses: 0,
  startCodeLockedAt: null,
} satisfies LineChanges;

/** A line back in ops' queue: no partner, no start code (release, a partner's cancel, a redo by another partner). */
export const unassigned = { partnerId: null, assignedAt: null, ...noStartCode } satisfies LineChanges;

/** The work to be done again (a dispute's redo): not started, not completed, not approved. */
export const toBeRedone = { startedAt: null, completedAt: null, approvedAt: null, ...noStartCode } satisfies LineChanges;

/** Why a transition changed nothing, read after the fact. */
export async function refusal(db: Database, lineId: number, transition: LineTransition, actor: Actor): Promise<HttpError> {
  const line = await lineVisibleTo(db, lineId, actor);
  if (!line) return notFound(lifecycleMessages.notFound);
    if ((transition === 'approve' || transition === 'decline') && line.status === 'completed' && line.approvedAt) return new HttpError(409, {}, lifecycleMessages.alreadyApproved);
    if (transition === 'decline' && line.status === 'completed-issue') return new HttpError(409, {}, lifecycleMessages.alreadyDisputed);
    if (transition === 'requestReschedule' && line.status === 'assigned' && line.rescheduleStatus === 'requested') {
      return new HttpError(409, {}, rescheduleMessages.alreadyRequested);
    }
    if (transition === 'answerReschedule' && line.status === 'assigned') return new HttpError(409, {}, rescheduleDecisionMessages.noRequest);
  const status = actor.role === 'user' ? customerLineStatus(line.status) : line.status;
  return new HttpError(409, {}, fill(lifecycleMessages.cannot[transitionRules[transition].verb], { status: lifecycleMessages.status[status] }));
}

/** The approval is once only: approved_at must still be empty. */
export const notYetApproved = isNull(bookingLines.approvedAt);
