import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OpsBookingDetailWire, OpsHistoryEntryWire } from '@servenear/shared/endpoints';
import { bookingReference, formatRupees } from '@servenear/shared/domain';
import type { Database } from '../../db/client';
import { bookingLines, bookings, lineDisputes, notifications, opsAudit, partnerCancellations, payments, refunds, services, users } from '../../db/schema';
import { notFound } from '../../lib/httpError';
import { lifecycleMessages } from '../bookings/lifecycle';

/*
 * Issue 39: one booking line as ops see it, with its whole history gathered from the records
 * that exist (no history table: each module keeps its own). A line's past partners are read from
 * what they were told (job_allocated, job_withdrawn) and from the jobs they gave back; who in ops
 * did what, and why, from the audit log's rows on `booking-line:{id}`.
 */

const partners = alias(users, 'partner');

type Entry = OpsHistoryEntryWire;
/** An entry with its instant as a number, for the sort. */
type Step = Entry & { time: number };
const entry = (at: Date, kind: Entry['kind'], title: string, detail: string | null = null, actor: string | null = null): Step => ({
  at: at.toISOString(),
  time: at.getTime(),
  kind,
  title,
  detail,
  actor,
});

const paise = (amount: number) => formatRupees(Math.round(amount / 100));

async function lineCore(db: Database, lineId: number) {
  const [row] = await db
    .select({
      line: bookingLines,
      serviceName: services.name,
      booking: bookings,
      partnerName: partners.name,
      partnerMobile: partners.mobile,
    })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(services, eq(services.id, bookingLines.serviceId))
    .leftJoin(partners, eq(partners.id, bookingLines.partnerId))
    .where(eq(bookingLines.id, lineId));
  return row;
}

type Core = NonNullable<Awaited<ReturnType<typeof lineCore>>>;

/** The steps the line's own columns and its booking's tell. */
function columnSteps({ line, booking, serviceName, partnerName }: Core): Step[] {
  const steps = [
    entry(booking.createdAt, 'booked', `Booked by ${booking.name}`, `${serviceName} on ${line.serviceDate} at ${line.serviceTime}, ${formatRupees(line.price)}`, booking.name),
  ];
  const who = partnerName ?? 'the partner';
  if (line.startedAt) steps.push(entry(line.startedAt, 'started', 'Work started: the start code was accepted', null, who));
  if (line.completedAt) {
    steps.push(entry(line.completedAt, 'completed', 'Marked completed', line.quickCompletion ? 'Completed within ten minutes of its start.' : null, who));
  }
  if (line.approvedAt) steps.push(entry(line.approvedAt, 'approved', 'Completion approved'));
  if (line.cancelledAt) {
    const by = { admin: 'ServeNear ops', user: 'the customer', employee: 'the partner' }[line.cancelledBy ?? 'admin'];
    steps.push(entry(line.cancelledAt, 'cancelled', `Cancelled by ${by}`, line.refundAmount > 0 ? `${formatRupees(line.refundAmount)} owed back.` : 'Nothing owed back.'));
  }
  if (line.rescheduleRequestedAt && line.rescheduleDate) {
    const slot = `${line.rescheduleDate} at ${line.rescheduleTime}`;
    steps.push(entry(line.rescheduleRequestedAt, 'reschedule', `The customer asked to move it to ${slot}`, null, booking.name));
    if (line.rescheduleDecidedAt && line.rescheduleStatus !== 'requested') {
      steps.push(entry(line.rescheduleDecidedAt, 'reschedule', `The partner ${line.rescheduleStatus} the move to ${slot}`, null, who));
    }
  }
  return steps;
}

async function paymentSteps(db: Database, bookingId: number): Promise<Step[]> {
  const rows = await db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id));
  return rows.flatMap((payment) => {
    const steps = [entry(payment.createdAt, 'payment', `Payment of ${paise(payment.amount)} started (${payment.provider})`, payment.status === 'failed' ? 'It failed.' : null)];
    if (payment.capturedAt) steps.push(entry(payment.capturedAt, 'payment', `Paid ${paise(payment.amount)}`, payment.paymentId ? `Payment ${payment.paymentId}` : null));
    return steps;
  });
}

async function notificationSteps(db: Database, core: Core): Promise<Step[]> {
  const { line } = core;
  const rows = await db
    .select({ kind: notifications.kind, message: notifications.message, at: notifications.createdAt, userId: notifications.userId, name: users.name, role: users.role })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(or(eq(notifications.lineId, line.id), and(eq(notifications.bookingId, line.bookingId), isNull(notifications.lineId))))
    .orderBy(asc(notifications.id));
  const steps = rows.map((row) => {
    const to = row.role === 'employee' ? `${row.name} (partner)` : row.role === 'user' ? `${row.name} (customer)` : `${row.name} (ops)`;
    if (row.kind === 'job_allocated') return entry(row.at, 'allocated', `Allocated to ${row.name}`, `${row.name} was told: ${row.message}`);
    if (row.kind === 'job_withdrawn') return entry(row.at, 'withdrawn', `Taken from ${row.name}`, `${row.name} was told: ${row.message}`);
    if (row.kind === 'start_code_sent') return entry(row.at, 'start_code', 'Start code sent to the customer', row.message, core.partnerName);
    return entry(row.at, 'notification', `Told ${to}`, row.message);
  });
  // A line allocated before partners were told (or written straight into the database) still shows who holds it.
  const toldHolder = rows.some((row) => row.kind === 'job_allocated' && row.userId === line.partnerId);
  if (line.partnerId !== null && line.assignedAt && !toldHolder) steps.push(entry(line.assignedAt, 'allocated', `Allocated to ${core.partnerName ?? 'a partner'}`));
  return steps;
}

async function givenBackSteps(db: Database, lineId: number): Promise<Step[]> {
  const rows = await db
    .select({ at: partnerCancellations.cancelledAt, reason: partnerCancellations.reason, name: users.name })
    .from(partnerCancellations)
    .innerJoin(users, eq(users.id, partnerCancellations.partnerId))
    .where(eq(partnerCancellations.lineId, lineId));
  return rows.map((row) => entry(row.at, 'given_back', `${row.name} gave the job back`, row.reason, row.name));
}

const outcomes = { redo_same: 'redo by the same partner', redo_other: 'redo by another partner', part_refund: 'part refund', full_refund: 'full refund' } as const;

async function disputeSteps(db: Database, lineId: number): Promise<Step[]> {
  const rows = await db.select().from(lineDisputes).where(eq(lineDisputes.lineId, lineId)).orderBy(asc(lineDisputes.id));
  return rows.flatMap((dispute) => {
    const steps = [entry(dispute.openedAt, 'dispute', 'The customer declined the work (dispute opened)', dispute.reason)];
    if (dispute.resolvedAt && dispute.outcome) {
      const money = dispute.refundAmount > 0 ? ` ${formatRupees(dispute.refundAmount)} refunded.` : dispute.waivedAmount > 0 ? ` ${formatRupees(dispute.waivedAmount)} waived.` : '';
      steps.push(entry(dispute.resolvedAt, 'dispute', `Dispute resolved: ${outcomes[dispute.outcome]}`, `${dispute.note ?? ''}${money}`.trim() || null));
    }
    return steps;
  });
}

async function refundSteps(db: Database, core: Core): Promise<Step[]> {
  const rows = await db
    .select()
    .from(refunds)
    .where(or(eq(refunds.lineId, core.line.id), and(eq(refunds.bookingId, core.line.bookingId), isNull(refunds.lineId))))
    .orderBy(asc(refunds.id));
  return rows.flatMap((refund) => {
    const amount = paise(refund.amount);
    const steps = [entry(refund.createdAt, 'refund', `Refund of ${amount} owed (${refund.reason})`)];
    if (refund.initiatedAt) steps.push(entry(refund.initiatedAt, 'refund', `Refund of ${amount} sent to the provider`));
    if (refund.processedAt) steps.push(entry(refund.processedAt, 'refund', `Refund of ${amount} paid back`));
    if (refund.failedAt) steps.push(entry(refund.failedAt, 'refund', `Refund of ${amount} failed`, refund.lastError));
    return steps;
  });
}

/** The ops actions on a line, said as done; another (a later one) by its own word. */
const doneWords: Record<string, string> = { allocate: 'Allocated', reassign: 'Re-assigned', cancel: 'Cancelled', approve: 'Approved' };

/** booking-line.reassign → 'Re-assigned'; partners:allocate (the CLI) → 'Allocated'; an unknown verb as it is. */
const actionWords = (action: string) => {
  const verb = action.split(/[.:]/).at(-1) ?? action;
  const words = verb.replace(/[-_]/g, ' ');
  return doneWords[verb] ?? `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

async function auditSteps(db: Database, lineId: number): Promise<Step[]> {
  const rows = await db.select().from(opsAudit).where(eq(opsAudit.subject, `booking-line:${lineId}`)).orderBy(asc(opsAudit.id));
  return rows.map((row) => entry(row.at, 'ops', `${actionWords(row.action)} by ${row.actorLabel}`, row.reason, row.actorLabel));
}

/** GET admin/bookings/lines/{id}: the line, its people, and its history oldest first. */
export async function bookingLineDetail(db: Database, lineId: number, nearRadiusKm: number): Promise<OpsBookingDetailWire> {
  const core = await lineCore(db, lineId);
  if (!core) throw notFound(lifecycleMessages.notFound);
  const { line, booking } = core;
  const gathered = await Promise.all([
    paymentSteps(db, booking.id),
    notificationSteps(db, core),
    givenBackSteps(db, line.id),
    disputeSteps(db, line.id),
    refundSteps(db, core),
    auditSteps(db, line.id),
  ]);
  const history = [...columnSteps(core), ...gathered.flat()]
    .map((step, order) => ({ step, order }))
    // Oldest first; steps at the same instant keep the order they were gathered in.
    // The booking itself first, whatever the clocks say (its row's time is the transaction's, a notification's the server's).
    .sort((a, b) => Number(b.step.kind === 'booked') - Number(a.step.kind === 'booked') || a.step.time - b.step.time || a.order - b.order)
    .map(({ step }) => ({ at: step.at, kind: step.kind, title: step.title, detail: step.detail, actor: step.actor }));
  const cancellable = line.status === 'pending' || line.status === 'assigned' || line.status === 'confirmed';
  return {
    line_id: line.id,
    booking_id: booking.id,
    reference: bookingReference(booking.id),
    service_id: line.serviceId,
    service_name: core.serviceName,
    service_date: line.serviceDate,
    service_time: line.serviceTime,
    work_type: line.workMethod,
    day_hours: line.duration,
    price: line.price,
    status: line.status,
    approved: line.approvedAt !== null,
    payment_status: booking.paymentStatus,
    cancelled_by: line.cancelledBy,
    refund_amount: line.refundAmount,
    refund_if_cancelled: cancellable && booking.paymentStatus === 'paid' ? line.price : 0,
    customer: { id: booking.userId, name: booking.name, mobile: booking.mobile, email: booking.email },
    address: booking.address,
    description: booking.description,
    latitude: booking.latitude,
    longitude: booking.longitude,
    partner: line.partnerId === null ? null : { id: line.partnerId, name: core.partnerName ?? '', mobile: core.partnerMobile },
    booked_at: booking.createdAt.toISOString(),
    reschedule: line.rescheduleStatus && line.rescheduleDate && line.rescheduleTime ? { date: line.rescheduleDate, time: line.rescheduleTime, status: line.rescheduleStatus } : null,
    near_radius_km: nearRadiusKm,
    history,
  };
}
