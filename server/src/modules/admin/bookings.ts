import { and, eq, inArray } from 'drizzle-orm';
import { bookingAdminMessages, opsBookingMessages, type LineAllocation, type LineReassignment, type LineStatusFilter } from '@servenear/shared/endpoints';
import { parseId } from '@servenear/shared/id';
import type { AdminBookingLineWire, EligiblePartnerWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MoneyConfig } from '../../config';
import { settleLineIfDue } from '../money/settle';
import { oweRefund } from '../refunds/owe';
import { HttpError, notFound, unprocessable } from '../../lib/httpError';
import { lifecycleMessages, moveLine, notYetApproved, transitionRules } from '../bookings/lifecycle';
import { refundIfPaid } from '../bookings/refund';
import { recordLineEvent, recordPartnerLineEvent } from '../notifications/record';
import { bookingReference } from '@servenear/shared/domain';
import { partnerSummaries } from '../ratings/partnerSummary';
import { adminMessages } from './service';
import { bookingLines } from '../../db/schema';
import type { Point } from '../catalog/coordinates';
import {
  cancellationCounts,
  findLineForAllocation,
  findPartner,
  jobsOnDay,
  listEligiblePartners,
  listLinesByStatus,
  offersService,
  workPlacesOf,
} from './bookingRepository';

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

/** Kilometres between two points on the globe (the map and the candidate's nearest place; the SQL decides eligibility). */
function kilometresBetween(a: Point, b: Point): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** How far back a partner's jobs given back count against him in the allocation table. */
const CANCELLATIONS_WINDOW_DAYS = 90;

/**
 * The partners who may take the line, nearest first, each with what ops weigh: distance, record,
 * jobs given back in the last 90 days, his load on the booking's day, and where he works from.
 */
export async function eligiblePartners(deps: BookingAdminDeps, lineId: number): Promise<EligiblePartnerWire[]> {
  const line = await allocationTarget(deps, lineId);
  // Nobody can be judged near a booking that has no place (one made before addresses were geocoded).
  if (!line.point) return [];
  const point = line.point;
  const partners = await listEligiblePartners(deps.db, line.serviceId, point, deps.nearRadiusKm);
  const ids = partners.map((partner) => partner.id);
  const since = new Date(deps.clock().getTime() - CANCELLATIONS_WINDOW_DAYS * 86_400_000);
  // Ops weigh a partner's record as well as his distance (issue 37): the same summary his card shows.
  const [records, cancellations, load, places] = await Promise.all([
    partnerSummaries({ db: deps.db, mediaLinks: null }, ids),
    cancellationCounts(deps.db, ids, since),
    jobsOnDay(deps.db, ids, line.serviceDate, lineId),
    workPlacesOf(deps.db, ids),
  ]);
  const nearestPlace = new Map<number, Point & { km: number }>();
  for (const place of places) {
    const km = kilometresBetween(point, place);
    const best = nearestPlace.get(place.partnerId);
    if (!best || km < best.km) nearestPlace.set(place.partnerId, { latitude: place.latitude, longitude: place.longitude, km });
  }
  return partners.map((partner) => {
    const record = records.get(partner.id);
    const place = nearestPlace.get(partner.id) ?? point;
    return {
      id: partner.id,
      name: partner.name,
      mobile: partner.mobile,
      distance_km: Math.round(partner.distanceKm * 10) / 10,
      average_rating: record?.average_rating ?? 0,
      total_reviews: record?.total_reviews ?? 0,
      jobs_done: record?.jobs_done ?? 0,
      cancellations_90d: cancellations.get(partner.id) ?? 0,
      jobs_that_day: load.get(partner.id) ?? 0,
      latitude: place.latitude,
      longitude: place.longitude,
      current: partner.id === line.partnerId,
    };
  });
}

/** What an allocation and a re-assignment both check: a live, verified partner who offers the service near the booking. */
async function assertMayTake(deps: BookingAdminDeps, line: Awaited<ReturnType<typeof allocationTarget>>, partnerId: number): Promise<void> {
  if (!line.point) throw new HttpError(409, {}, bookingAdminMessages.noPlace);
  const partner = await findPartner(deps.db, partnerId);
  if (!partner) throw notFound(adminMessages.notFound);
  if (partner.verificationStatus !== 'verified') throw unprocessable({ partner_id: [bookingAdminMessages.partnerNotVerified] });
  if (!(await offersService(deps.db, partnerId, line.serviceId))) throw unprocessable({ partner_id: [bookingAdminMessages.doesNotOffer] });
  const [near] = await listEligiblePartners(deps.db, line.serviceId, line.point, deps.nearRadiusKm, partnerId);
  if (!near) throw unprocessable({ partner_id: [bookingAdminMessages.notNear] });
}

/**
 * pending → assigned. The partner is checked first (live, verified, offers the service, works
 * near the booking); then the conditional update decides, so of two admins allocating one line
 * at once exactly one wins and the other is told the line is already assigned.
 */
export async function allocateLine(deps: BookingAdminDeps, lineId: number, { partner_id: partnerId }: LineAllocation): Promise<void> {
  const line = await allocationTarget(deps, lineId);
  await assertMayTake(deps, line, partnerId);
  const at = deps.clock();
  // The customer is told who is coming, and the partner of the new job, in the allocation's own transaction (modules/notifications).
  await deps.db.transaction(async (tx) => {
    await moveLine(tx, lineId, 'allocate', admin, { partnerId, assignedAt: at });
    await recordLineEvent(tx, lineId, { kind: 'partner_assigned', partnerId }, at);
    await recordPartnerLineEvent(tx, { id: lineId, partnerId }, { kind: 'job_allocated' }, at);
  });
}

/**
 * Issue 39: an assigned line not yet started goes to another partner. The update is conditional
 * on the line still being assigned to the partner read here, so of two ops re-assigning at once
 * one wins and the other gets a 409 naming who has it now. The start code stays: the customer
 * was given one code, and the partner's start checks the line's partner when the code is entered
 * (partner/bookings/startCodes.ts), so it works for the new partner and no longer for the old.
 */
export async function reassignLine(deps: BookingAdminDeps, lineId: number, { partner_id: partnerId }: LineReassignment): Promise<{ previousPartnerId: number }> {
  const line = await allocationTarget(deps, lineId);
  if (line.status !== 'assigned' || line.partnerId === null) throw new HttpError(409, {}, opsBookingMessages.notAssigned);
  // A 409, not a 422: the line's state decides it (a re-assignment racing to the same partner loses this way too).
  if (line.partnerId === partnerId) throw new HttpError(409, {}, opsBookingMessages.samePartner);
  await assertMayTake(deps, line, partnerId);
  const previousPartnerId = line.partnerId;
  const at = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(bookingLines)
      .set({ partnerId, assignedAt: at })
      .where(and(eq(bookingLines.id, lineId), inArray(bookingLines.status, transitionRules.reassign.from), eq(bookingLines.partnerId, previousPartnerId)))
      .returning({ id: bookingLines.id });
    if (!moved) throw new HttpError(409, {}, opsBookingMessages.changedMeanwhile);
    await recordPartnerLineEvent(tx, { id: lineId, partnerId: previousPartnerId }, { kind: 'job_withdrawn' }, at);
    await recordPartnerLineEvent(tx, { id: lineId, partnerId }, { kind: 'job_allocated' }, at);
    await recordLineEvent(tx, lineId, { kind: 'partner_assigned', partnerId }, at);
  });
  return { previousPartnerId };
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
