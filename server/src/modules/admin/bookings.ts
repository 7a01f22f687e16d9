import { bookingAdminMessages, type LineAllocation, type LineStatusFilter } from '@servenear/shared/endpoints';
import { parseId } from '@servenear/shared/id';
import type { AdminBookingLineWire, EligiblePartnerWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MoneyConfig } from '../../config';
import { settleLineIfDue } from '../money/settle';
import { oweRefund } from '../refunds/owe';
import { HttpError, notFound, unprocessable } from '../../lib/httpError';
import { lifecycleMessages, moveLine, notYetApproved } from '../bookings/lifecycle';
import { refundIfPaid } from '../bookings/refund';
import { recordLineEvent, recordPartnerLineEvent } from '../notifications/record';
import { bookingReference } from '@servenear/shared/domain';
import { partnerSummaries } from '../ratings/partnerSummary';
import { adminMessages } from './service';
import { findLineForAllocation, findPartner, listEligiblePartners, listLinesByStatus, offersService } from './bookingRepository';

/** The same rules for the admin API and the CLI. */
export interface BookingAdminDeps {
  db: Database;
  clock: Clock;
  /** Issue 38: the commission and taxes of a settlement. */
  money: MoneyConfig;
  /** How far a partner may work from the booking (the catalogue's near-me radius). */
  nearRadiusKm: number;
}

const admin = { role: 'admin' } as const;

export async function listBookingLines(deps: BookingAdminDeps, { status }: LineStatusFilter): Promise<AdminBookingLineWire[]> {
  const rows = await listLinesByStatus(deps.db, status);
  return rows.map((row) => ({
    line_id: row.lineId,
    booking_id: row.bookingId,
    reference: bookingReference(row.bookingId),
    service_id: row.serviceId,
    service_name: row.serviceName,
    service_date: row.serviceDate,
    service_time: row.serviceTime,
    work_type: row.workMethod,
    day_hours: row.duration,
    price: row.price,
    status: row.status,
    approved: row.approvedAt !== null,
    cancelled_by: row.cancelledBy,
    refund_amount: row.refundAmount,
    payment_status: row.paymentStatus,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    customer_name: row.customerName,
    customer_mobile: row.customerMobile,
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    quick_completion: row.quickCompletion,
    given_back: row.givenBack && {
      partner_id: row.givenBack.partnerId,
      partner_name: row.givenBack.partnerName,
      reason: row.givenBack.reason,
      cancelled_at: new Date(row.givenBack.cancelledAt).toISOString(),
      partner_cancellations: row.givenBack.partnerCancellations,
    },
  }));
}

async function allocationTarget(deps: BookingAdminDeps, lineId: number) {
  const line = await findLineForAllocation(deps.db, lineId);
  if (!line) throw notFound(lifecycleMessages.notFound);
  return line;
}

export async function eligiblePartners(deps: BookingAdminDeps, lineId: number): Promise<EligiblePartnerWire[]> {
  const line = await allocationTarget(deps, lineId);
  // Nobody can be judged near a booking that has no place (one made before addresses were geocoded).
  if (!line.point) return [];
  const partners = await listEligiblePartners(deps.db, line.serviceId, line.point, deps.nearRadiusKm);
  // Ops weigh a partner's record as well as his distance (issue 37): the same summary his card shows.
  const records = await partnerSummaries({ db: deps.db, mediaLinks: null }, partners.map((partner) => partner.id));
  return partners.map((partner) => {
    const record = records.get(partner.id);
    return {
      id: partner.id,
      name: partner.name,
      mobile: partner.mobile,
      distance_km: Math.round(partner.distanceKm * 10) / 10,
      average_rating: record?.average_rating ?? 0,
      total_reviews: record?.total_reviews ?? 0,
      jobs_done: record?.jobs_done ?? 0,
    };
  });
}

/**
 * pending → assigned. The partner is checked first (live, verified, offers the service, works
 * near the booking); then the conditional update decides, so of two admins allocating one line
 * at once exactly one wins and the other is told the line is already assigned.
 */
export async function allocateLine(deps: BookingAdminDeps, lineId: number, { partner_id: partnerId }: LineAllocation): Promise<void> {
  const line = await allocationTarget(deps, lineId);
  if (!line.point) throw new HttpError(409, {}, bookingAdminMessages.noPlace);
  const partner = await findPartner(deps.db, partnerId);
  if (!partner) throw notFound(adminMessages.notFound);
  if (partner.verificationStatus !== 'verified') throw unprocessable({ partner_id: [bookingAdminMessages.partnerNotVerified] });
  if (!(await offersService(deps.db, partnerId, line.serviceId))) throw unprocessable({ partner_id: [bookingAdminMessages.doesNotOffer] });
  const [near] = await listEligiblePartners(deps.db, line.serviceId, line.point, deps.nearRadiusKm, partnerId);
  if (!near) throw unprocessable({ partner_id: [bookingAdminMessages.notNear] });
  const at = deps.clock();
  // The customer is told who is coming, and the partner of the new job, in the allocation's own transaction (modules/notifications).
  await deps.db.transaction(async (tx) => {
    await moveLine(tx, lineId, 'allocate', admin, { partnerId, assignedAt: at });
    await recordLineEvent(tx, lineId, { kind: 'partner_assigned', partnerId }, at);
    await recordPartnerLineEvent(tx, { id: lineId, partnerId }, { kind: 'job_allocated' }, at);
  });
}

/**
 * Ops may cancel any line not yet done; a paid line's price is owed back. Returns the refund. The
 * customer is told (and of the refund, when one is owed), and the partner holding the line.
 */
export async function cancelLine(deps: BookingAdminDeps, lineId: number): Promise<number> {
  const at = deps.clock();
  return deps.db.transaction(async (tx) => {
    const line = await moveLine(tx, lineId, 'cancelByAdmin', admin, {
      cancelledAt: at,
      cancelledBy: 'admin',
      refundAmount: refundIfPaid,
      startCodeNonce: null,
      startCodeExpiresAt: null,
    });
    await recordLineEvent(tx, lineId, { kind: 'booking_cancelled' }, at);
    await oweRefund(tx, { bookingId: line.bookingId, lineId, reason: 'cancellation', amount: line.refundAmount * 100, at });
    await recordLineEvent(tx, lineId, { kind: 'refund_recorded', amount: line.refundAmount }, at);
    await recordPartnerLineEvent(tx, line, { kind: 'job_cancelled', by: 'admin' }, at);
    return line.refundAmount;
  });
}

/** docs/architecture.md §6: ops approve a completion in the customer's place, once. */
export async function approveLine(deps: BookingAdminDeps, lineId: number): Promise<void> {
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    const line = await moveLine(tx, lineId, 'approve', admin, { approvedAt: at }, notYetApproved);
    await settleLineIfDue(tx, deps.money, lineId, at);
    await recordPartnerLineEvent(tx, line, { kind: 'work_approved' }, at);
  });
}

/** A line id from the command line (routes check theirs in the path's schema); anything else is a line that does not exist. */
export function lineIdFrom(raw: string | number): number {
  const id = parseId(raw);
  if (id === null) throw notFound(lifecycleMessages.notFound);
  return id;
}
