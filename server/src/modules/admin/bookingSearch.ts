import { and, asc, count, desc, eq, ilike, like, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OpsBookingRowWire, OpsBookingSearch, OpsBookingSortKey } from '@servenear/shared/endpoints';
import { bookingReference } from '@servenear/shared/domain';
import type { Database } from '../../db/client';
import { bookingLines, bookings, services, users } from '../../db/schema';

/*
 * Issue 39: ops find a booking line by what the customer tells them on the phone: their number,
 * their name or the booking's reference. LIKE '%…%' on mobile and name is served by trigram
 * indexes (migration 0032), so a search does not read every booking as the table grows.
 */

const partners = alias(users, 'partner');

/** What `q` asks for: a booking by its reference, digits of a mobile (or a booking number), or a name. */
export type BookingQuery = { reference: number } | { digits: string; bookingId: number | null } | { name: string } | null;

const REFERENCE = /^sn[\s-]*0*(\d{1,9})$/i;
const PHONE_LIKE = /^[\d\s+\-().]+$/;

export function parseBookingQuery(raw: string | undefined): BookingQuery {
  const q = raw?.trim() ?? '';
  if (q === '') return null;
  const reference = REFERENCE.exec(q);
  if (reference) return { reference: Number(reference[1]) };
  if (PHONE_LIKE.test(q)) {
    let digits = q.replace(/\D/g, '');
    if (digits === '') return null;
    // A number as people say it: +91 98765 11111, 098765 11111; stored as its ten digits.
    if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
    else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
    const asNumber = digits.length <= 9 ? Number(digits) : null;
    return { digits, bookingId: asNumber !== null && asNumber > 0 ? asNumber : null };
  }
  return { name: q };
}

/** LIKE's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function queryCondition(query: BookingQuery): SQL | undefined {
  if (query === null) return undefined;
  if ('reference' in query) return eq(bookings.id, query.reference);
  if ('digits' in query) {
    const mobile = like(bookings.mobile, `%${literal(query.digits)}%`);
    return query.bookingId === null ? mobile : or(mobile, eq(bookings.id, query.bookingId));
  }
  return ilike(bookings.name, `%${literal(query.name)}%`);
}

const sortColumns: Record<OpsBookingSortKey, AnyColumn[]> = {
  service_date: [bookingLines.serviceDate, bookingLines.serviceTime],
  booked_at: [bookings.createdAt],
  price: [bookingLines.price],
  status: [bookingLines.status],
};

function orderOf(sort: OpsBookingSearch['sort']) {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as OpsBookingSortKey;
  const direction = descending ? desc : asc;
  // The line id last, so a page boundary never falls between equal rows in two orders.
  return [...sortColumns[key].map((column) => direction(column)), direction(bookingLines.id)];
}

export async function searchBookingLines(db: Database, search: OpsBookingSearch): Promise<{ data: OpsBookingRowWire[]; total: number; page: number; per_page: number }> {
  const where = and(
    queryCondition(parseBookingQuery(search.q)),
    search.status ? eq(bookingLines.status, search.status) : undefined,
    search.payment ? eq(bookings.paymentStatus, search.payment) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        lineId: bookingLines.id,
        bookingId: bookingLines.bookingId,
        serviceName: services.name,
        serviceDate: bookingLines.serviceDate,
        serviceTime: bookingLines.serviceTime,
        price: bookingLines.price,
        status: bookingLines.status,
        approvedAt: bookingLines.approvedAt,
        paymentStatus: bookings.paymentStatus,
        customerName: bookings.name,
        customerMobile: bookings.mobile,
        partnerId: bookingLines.partnerId,
        partnerName: partners.name,
        bookedAt: bookings.createdAt,
      })
      .from(bookingLines)
      .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
      .innerJoin(services, eq(services.id, bookingLines.serviceId))
      .leftJoin(partners, eq(partners.id, bookingLines.partnerId))
      .where(where)
      .orderBy(...orderOf(search.sort))
      .limit(search.per_page)
      .offset((search.page - 1) * search.per_page),
    db.select({ value: count() }).from(bookingLines).innerJoin(bookings, eq(bookings.id, bookingLines.bookingId)).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      line_id: row.lineId,
      booking_id: row.bookingId,
      reference: bookingReference(row.bookingId),
      service_name: row.serviceName,
      service_date: row.serviceDate,
      service_time: row.serviceTime,
      price: row.price,
      status: row.status,
      approved: row.approvedAt !== null,
      payment_status: row.paymentStatus,
      customer_name: row.customerName,
      customer_mobile: row.customerMobile,
      partner_id: row.partnerId,
      partner_name: row.partnerName,
      booked_at: row.bookedAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page: search.page,
    per_page: search.per_page,
  };
}
