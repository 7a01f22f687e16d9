import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EnquiryKind, EnquiryStatus } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { enquiries, partnerLocations, partnerProfiles, users } from '../../db/schema';
import type { Point } from '../catalog/coordinates';
import { partnerPlacesReaching } from '../catalog/near';
import type { Writer } from '../notifications/repository';
import { movePaymentStatus } from './moves/repository';

/**
 * SQL of ops' side of enquiries (ops.ts): the admin list, the decision and allocation updates,
 * each one conditional statement, and the partner's reads of the moves allocated to them.
 */

/** Which enquiries ops list: one status, and one kind when given. */
interface OpsEnquiryFilter {
  status: EnquiryStatus;
  kind?: EnquiryKind | undefined;
}

const opsFilter = (filter: OpsEnquiryFilter) => and(eq(enquiries.status, filter.status), filter.kind ? eq(enquiries.kind, filter.kind) : undefined);

/** The partner a move is allocated to, by name (a second join on users: the first is the customer). */
const mover = alias(users, 'mover');

/** One enquiry as ops see it, and its allocated partner's name; the list's rows and the detail read it alike. */
function opsEnquiries(db: Database) {
  return db
    .select({
      id: enquiries.id,
      kind: enquiries.kind,
      status: enquiries.status,
      customerId: enquiries.userId,
      // A service enquiry carries the name typed on its form; a move request the account's.
      customerName: sql<string>`coalesce(${enquiries.name}, ${users.name})`,
      mobile: enquiries.mobile,
      serviceName: enquiries.serviceName,
      description: enquiries.description,
      fromAddress: enquiries.fromAddress,
      toAddress: enquiries.toAddress,
      moveDate: enquiries.moveDate,
      createdAt: enquiries.createdAt,
      answer: enquiries.answer,
      quote: enquiries.quote,
      answeredAt: enquiries.answeredAt,
      partnerId: enquiries.partnerId,
      partnerName: mover.name,
      distanceKm: enquiries.distanceKm,
      bookingId: enquiries.bookingId,
      paymentStatus: movePaymentStatus,
      pickedUpAt: enquiries.pickedUpAt,
      deliveredAt: enquiries.deliveredAt,
    })
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.userId))
    .leftJoin(mover, eq(mover.id, enquiries.partnerId));
}

/**
 * Enquiries in one status (and kind, when given) for ops, oldest first: the order they are
 * answered in. `slice` takes one page (all when left out: the CLI's list on the database).
 */
export function listForOps(db: Database, filter: OpsEnquiryFilter, slice?: { offset: number; limit: number }) {
  const ordered = opsEnquiries(db).where(opsFilter(filter)).orderBy(asc(enquiries.createdAt), asc(enquiries.id));
  return slice ? ordered.offset(slice.offset).limit(slice.limit) : ordered;
}

/** How many enquiries match: the page's total. */
export async function countForOps(db: Database, filter: OpsEnquiryFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(enquiries).where(opsFilter(filter));
  return row?.total ?? 0;
}

/** One enquiry for ops with every column (what the customer asked); null for none. */
export async function findForOps(db: Database, id: number) {
  const [row] = await opsEnquiries(db).where(eq(enquiries.id, id));
  if (!row) return null;
  const [full] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  return full ? { row, full } : null;
}
export type OpsEnquiryRow = Awaited<ReturnType<typeof listForOps>>[number];

/** What ops' reply sets: the answer (or the reason), the quote and when. */
export interface Decision {
  status: 'enquired' | 'rejected';
  answer: string;
  quote: number | null;
  at: Date;
}

/**
 * pending → enquired or rejected, in one conditional UPDATE: of two racing decisions exactly one
 * finds the row still pending. What the notification and the SMS need comes back; null when the
 * enquiry is missing or no longer pending.
 */
export async function decidePending(tx: Writer, id: number, decision: Decision) {
  const [row] = await tx
    .update(enquiries)
    .set({ status: decision.status, answer: decision.answer, quote: decision.quote, answeredAt: decision.at })
    .where(and(eq(enquiries.id, id), eq(enquiries.status, 'pending')))
    .returning({ id: enquiries.id, kind: enquiries.kind, userId: enquiries.userId, serviceName: enquiries.serviceName });
  return row ?? null;
}

/** The enquiry's kind, status and partner: why a conditional update found nothing to change. */
export async function enquiryState(db: Writer, id: number) {
  const [row] = await db
    .select({ kind: enquiries.kind, status: enquiries.status, partnerId: enquiries.partnerId, pickedUpAt: enquiries.pickedUpAt })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  return row ?? null;
}

/** A move request's From address as geocoded; null for no such move request. */
export async function moveOrigin(db: Database, id: number) {
  const [row] = await db
    .select({ kind: enquiries.kind, status: enquiries.status, latitude: enquiries.fromLatitude, longitude: enquiries.fromLongitude })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  if (!row) return null;
  const point: Point | null = row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
  return { kind: row.kind, status: row.status, point };
}

/**
 * Verified, live partners one of whose work places reaches `point` (the place's radius, at most
 * `radiusKm`), with the distance from their nearest place, nearest first: the partners a move
 * starting there may be given to. Any service: a move is not a catalogue service. With `partnerId`,
 * only that partner (an allocation checks him with the same rule the list offers by).
 */
export function verifiedPartnersNear(db: Database, point: Point, radiusKm: number, limit: number, partnerId?: number) {
  const places = partnerPlacesReaching(point, radiusKm);
  return db
    .select({ id: users.id, name: users.name, mobile: users.mobile, distanceKm: places.nearestKm })
    .from(users)
    .innerJoin(partnerProfiles, eq(partnerProfiles.userId, users.id))
    .innerJoin(partnerLocations, eq(partnerLocations.userId, users.id))
    .where(
      and(
        eq(users.role, 'employee'),
        isNull(users.deletedAt),
        eq(partnerProfiles.verificationStatus, 'verified'),
        places.reaches,
        partnerId === undefined ? undefined : eq(users.id, partnerId),
      ),
    )
    .groupBy(users.id, users.name, users.mobile)
    .orderBy(places.nearestKm, asc(users.id))
    .limit(limit);
}

/** The partner a move is allocated to now, locked until the transaction ends (so an allocation knows whom it takes the move from). */
export async function lockMoveHolder(tx: Writer, id: number): Promise<number | null> {
  const [row] = await tx.select({ partnerId: enquiries.partnerId }).from(enquiries).where(eq(enquiries.id, id)).for('update');
  return row?.partnerId ?? null;
}

/**
 * Gives a move request to a partner in one conditional UPDATE: only a move, never a rejected
 * one, never one already picked up (the goods are with its mover), and only when it is not
 * already this partner's (so a repeated allocation tells nobody twice). Null when nothing
 * changed; then enquiryState says why.
 */
export async function allocateMove(tx: Writer, id: number, partnerId: number, at: Date) {
  const notAlreadyTheirs: SQL = or(isNull(enquiries.partnerId), ne(enquiries.partnerId, partnerId))!;
  const [row] = await tx
    .update(enquiries)
    .set({ partnerId, allocatedAt: at })
    .where(and(eq(enquiries.id, id), eq(enquiries.kind, 'pd'), ne(enquiries.status, 'rejected'), isNull(enquiries.pickedUpAt), notAlreadyTheirs))
    .returning({ id: enquiries.id, moveDate: enquiries.moveDate, fromAddress: enquiries.fromAddress });
  return row ?? null;
}
