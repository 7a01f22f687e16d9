import { and, asc, count, eq, gte, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LineStatus } from '@servenear/shared/domain';
import type { Database } from '../../db/client';
import { bookingLines, bookings, partnerCancellations, partnerProfiles, partnerLocations, partnerServices, services, users } from '../../db/schema';
import type { Point } from '../catalog/coordinates';
import { partnerPlacesReaching } from '../catalog/near';

const partners = alias(users, 'partner');

interface GivenBack {
  partnerId: number;
  partnerName: string | null;
  reason: string;
  cancelledAt: string;
  partnerCancellations: number;
}

/** Lines in one status for ops, with the booking's address and the allocated partner, soonest first. */
export function listLinesByStatus(db: Database, status: LineStatus) {
  return db
    .select({
      lineId: bookingLines.id,
      bookingId: bookingLines.bookingId,
      serviceId: bookingLines.serviceId,
      serviceName: services.name,
      serviceDate: bookingLines.serviceDate,
      serviceTime: bookingLines.serviceTime,
      workMethod: bookingLines.workMethod,
      duration: bookingLines.duration,
      price: bookingLines.price,
      status: bookingLines.status,
      approvedAt: bookingLines.approvedAt,
      cancelledBy: bookingLines.cancelledBy,
      refundAmount: bookingLines.refundAmount,
      paymentStatus: bookings.paymentStatus,
      address: bookings.address,
      latitude: bookings.latitude,
      longitude: bookings.longitude,
      customerName: bookings.name,
      customerMobile: bookings.mobile,
      partnerId: bookingLines.partnerId,
      partnerName: partners.name,
      startedAt: bookingLines.startedAt,
      completedAt: bookingLines.completedAt,
      quickCompletion: bookingLines.quickCompletion,
      /** Issue 37: the last partner who gave the line back, as JSON, with his count of cancellations. */
      givenBack: sql<GivenBack | null>`(
        SELECT json_build_object('partnerId', c.partner_id, 'partnerName', u.name, 'reason', c.reason, 'cancelledAt', c.cancelled_at,
          'partnerCancellations', (SELECT count(*)::int FROM ${partnerCancellations} AS n WHERE n.partner_id = c.partner_id))
        FROM ${partnerCancellations} AS c JOIN ${users} AS u ON u.id = c.partner_id
        WHERE c.line_id = ${bookingLines.id} ORDER BY c.id DESC LIMIT 1)`,
    })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(services, eq(services.id, bookingLines.serviceId))
    .leftJoin(partners, eq(partners.id, bookingLines.partnerId))
    .where(eq(bookingLines.status, status))
    .orderBy(asc(bookingLines.serviceDate), asc(bookingLines.serviceTime), asc(bookingLines.id));
}

/** What allocation checks a partner against: the line's service and where the work is done. */
export async function findLineForAllocation(db: Database, lineId: number) {
  const [row] = await db
    .select({
      serviceId: bookingLines.serviceId,
      serviceDate: bookingLines.serviceDate,
      status: bookingLines.status,
      partnerId: bookingLines.partnerId,
      latitude: bookings.latitude,
      longitude: bookings.longitude,
    })
    .from(bookingLines)
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .where(eq(bookingLines.id, lineId));
  if (!row) return undefined;
  const point: Point | null = row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
  return { serviceId: row.serviceId, serviceDate: row.serviceDate, status: row.status, partnerId: row.partnerId, point };
}

/** A live partner account and its verification state. */
export async function findPartner(db: Database, partnerId: number) {
  const [row] = await db
    .select({ id: users.id, verificationStatus: partnerProfiles.verificationStatus })
    .from(users)
    .innerJoin(partnerProfiles, eq(partnerProfiles.userId, users.id))
    .where(and(eq(users.id, partnerId), eq(users.role, 'employee'), isNull(users.deletedAt)));
  return row;
}

export async function offersService(db: Database, partnerId: number, serviceId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: partnerServices.userId })
    .from(partnerServices)
    .where(and(eq(partnerServices.userId, partnerId), eq(partnerServices.serviceId, serviceId)));
  return row !== undefined;
}

/** The offers that count: the service, by a verified partner whose account lives. */
function verifiedOffers(serviceId: number): SQL {
  return and(eq(partnerServices.serviceId, serviceId), eq(partnerProfiles.verificationStatus, 'verified'), isNull(users.deletedAt))!;
}

/**
 * Verified, live partners who offer the service, with the distance from their nearest work
 * location to `point`, nearest first; only those one of whose places reaches it (the place's radius, at
 * most `radiusKm`). `onlyPartner` narrows it to
 * one partner (allocation).
 */
export function listEligiblePartners(db: Database, serviceId: number, point: Point, radiusKm: number, onlyPartner?: number) {
  const partnerFilter = onlyPartner === undefined ? undefined : eq(users.id, onlyPartner);
  const places = partnerPlacesReaching(point, radiusKm);
  return db
    .select({ id: users.id, name: users.name, mobile: users.mobile, distanceKm: places.nearestKm })
    .from(partnerServices)
    .innerJoin(partnerProfiles, eq(partnerProfiles.userId, partnerServices.userId))
    .innerJoin(users, eq(users.id, partnerServices.userId))
    .innerJoin(partnerLocations, eq(partnerLocations.userId, users.id))
    .where(
      and(
        verifiedOffers(serviceId),
        partnerFilter,
        places.reaches,
      ),
    )
    .groupBy(users.id, users.name, users.mobile)
    .orderBy(places.nearestKm, asc(users.id));
}

/** Issue 39: each partner's jobs given back to ops since `since` (partner cancellations). */
export async function cancellationCounts(db: Database, partnerIds: number[], since: Date): Promise<Map<number, number>> {
  if (partnerIds.length === 0) return new Map();
  const rows = await db
    .select({ partnerId: partnerCancellations.partnerId, value: count() })
    .from(partnerCancellations)
    .where(and(inArray(partnerCancellations.partnerId, partnerIds), gte(partnerCancellations.cancelledAt, since)))
    .groupBy(partnerCancellations.partnerId);
  return new Map(rows.map((row) => [row.partnerId, row.value]));
}

/** Issue 39: each partner's lines assigned or started on one service date, but `exceptLine`. */
export async function jobsOnDay(db: Database, partnerIds: number[], serviceDate: string, exceptLine: number): Promise<Map<number, number>> {
  if (partnerIds.length === 0) return new Map();
  const rows = await db
    .select({ partnerId: bookingLines.partnerId, value: count() })
    .from(bookingLines)
    .where(
      and(
        inArray(bookingLines.partnerId, partnerIds),
        inArray(bookingLines.status, ['assigned', 'confirmed']),
        eq(bookingLines.serviceDate, serviceDate),
        ne(bookingLines.id, exceptLine),
      ),
    )
    .groupBy(bookingLines.partnerId);
  return new Map(rows.map((row) => [row.partnerId!, row.value]));
}

/** Issue 39: the partners' work places, for the console's map (the nearest is picked by the caller). */
export function workPlacesOf(db: Database, partnerIds: number[]) {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ partnerId: partnerLocations.userId, latitude: partnerLocations.latitude, longitude: partnerLocations.longitude })
    .from(partnerLocations)
    .where(inArray(partnerLocations.userId, partnerIds));
}
