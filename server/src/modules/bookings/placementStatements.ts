import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { namedStatement, type StatementRunner } from '../../db/namedStatement';
import { bookingLines, bookingRequests, bookings, cartItems, notifications, services } from '../../db/schema';
import type { WrittenNotification } from '../notifications/repository';
import { claimItems, claimValues, type RequestKey } from './idempotency';
import type { NewBooking, NewLine, ServiceRates } from './repository';

/**
 * The two statements of every booking's transaction (bench/README.md, booking creation under
 * load): openBooking, then insertBooking. Each does at once what belongs together, and each is
 * written once, with placeholders and lists as arrays, and run by name (namedStatement): under
 * load the round trips, drizzle's building of the SQL and PostgreSQL's planning of it were most of
 * what a booking cost. Every key they look up is unique or indexed, so one plan suits every call.
 */

const value = (name: string) => sql.placeholder(name);

/** An INSERT's column list, by the schema's names. */
const columnList = (...columns: PgColumn[]) => sql.join(columns.map((column) => sql.identifier(column.name)), sql`, `);

/** The services really taken out of the cart, each with its current rates when it is still bookable. */
export type TakenFromCart = Map<number, ServiceRates | null>;

/** What opening a booking did: the new booking's id, or null when the key's claim found it taken. */
export interface OpenedBooking {
  bookingId: number | null;
  /** With `fromCart`, the services taken out of the cart; null otherwise, or when nothing was claimed. */
  taken: TakenFromCart | null;
}

type OpeningRow = { bookingId: number | null } & Partial<ServiceRates & { bookable: boolean }>;

/** openBooking's statement, for a request with or without a key to claim, taking from the cart or not. */
function openingStatement(claims: boolean, takesFromCart: boolean) {
  const claim = claims ? sql`${claimItems},` : sql`claim AS (SELECT 1),`;
  const take = takesFromCart
    ? sql`,
    taken AS (
      DELETE FROM ${cartItems}
      WHERE ${cartItems.userId} = ${value('userId')}::int AND ${cartItems.serviceId} = ANY(${value('serviceIds')}::int[]) AND EXISTS (SELECT 1 FROM claim)
      RETURNING service_id
    )`
    : sql``;
  const takenColumns = takesFromCart
    ? sql`, taken_rates.service_id AS "serviceId", taken_rates.rate_per_day AS "ratePerDay", taken_rates.rate_per_hour AS "ratePerHour", taken_rates.bookable`
    : sql``;
  const takenRates = takesFromCart
    ? sql`LEFT JOIN (
        SELECT taken.service_id, ${services.ratePerDay} AS rate_per_day, ${services.ratePerHour} AS rate_per_hour, ${services.id} IS NOT NULL AS bookable
        FROM taken LEFT JOIN ${services}
          ON ${services.id} = taken.service_id AND ${services.serviceType} = 'service' AND ${services.categoryId} IS NOT NULL
      ) AS taken_rates ON true`
    : sql``;
  // nextval is volatile, so the item runs once, and only for a claim that is this request's.
  return namedStatement<OpeningRow>(
    `open_booking${claims ? '_claim' : ''}${takesFromCart ? '_cart' : ''}`,
    sql`
    WITH ${claim}
    new_booking AS (
      SELECT nextval(pg_get_serial_sequence('bookings', 'id'))::int AS id WHERE EXISTS (SELECT 1 FROM claim)
    )${take}
    SELECT new_booking.id AS "bookingId"${takenColumns}
    FROM (SELECT 1) AS one LEFT JOIN new_booking ON true ${takenRates}`,
  );
}

const openingStatements = new Map<string, ReturnType<typeof openingStatement>>();

/**
 * The first statement of a booking's transaction: claims the request's key (idempotency.ts,
 * claimItems; none when the caller has no key), and only when the claim is this request's, draws
 * the new booking's id and takes these services out of the customer's cart, reading the rates of
 * those still bookable. A cart row another request is removing at the same time is waited for,
 * then found gone. The id is drawn here so that the next statement writes the booking, its lines
 * and its notification together.
 */
export async function openBooking(
  tx: StatementRunner,
  opening: { userId: number; key: RequestKey | null; now: Date; fromCart: number[] | null },
): Promise<OpenedBooking> {
  const { userId, key, now, fromCart } = opening;
  const variant = `${Boolean(key)} ${Boolean(fromCart)}`;
  let statement = openingStatements.get(variant);
  if (!statement) {
    statement = openingStatement(Boolean(key), Boolean(fromCart));
    openingStatements.set(variant, statement);
  }
  const rows = await statement(tx, { userId, serviceIds: fromCart ?? [], ...(key ? claimValues(key, now) : {}) });
  const bookingId = rows[0]?.bookingId ?? null;
  if (bookingId === null || !fromCart) return { bookingId, taken: null };
  const taken: TakenFromCart = new Map();
  for (const { serviceId, ratePerDay, ratePerHour, bookable } of rows) {
    if (serviceId === null || serviceId === undefined) continue;
    taken.set(serviceId, bookable ? { serviceId, ratePerDay: ratePerDay!, ratePerHour: ratePerHour! } : null);
  }
  return { bookingId, taken };
}

/** insertBooking's statement, tying a claimed key to the booking or not. */
function writingStatement(tiesClaim: boolean) {
  const tieClaim = tiesClaim
    ? sql`
    claimed AS (
      UPDATE ${bookingRequests} SET booking_id = ${value('id')}::int
      WHERE ${bookingRequests.userId} = ${value('userId')}::int AND ${bookingRequests.requestKey} = ${value('claimKey')}
    ),`
    : sql``;
  return namedStatement<{ id: number }>(
    `write_booking${tiesClaim ? '_claimed' : ''}`,
    sql`
    WITH new_booking AS (
      INSERT INTO ${bookings} (${columnList(bookings.id, bookings.userId, bookings.name, bookings.email, bookings.mobile, bookings.address, bookings.description, bookings.latitude, bookings.longitude, bookings.totalAmount)})
      VALUES (${value('id')}::int, ${value('userId')}::int, ${value('name')}, ${value('email')}, ${value('mobile')}, ${value('address')}, ${value('description')},
        ${value('latitude')}::float8, ${value('longitude')}::float8, ${value('totalAmount')}::int)
    ),
    new_lines AS (
      INSERT INTO ${bookingLines} (${columnList(bookingLines.bookingId, bookingLines.serviceId, bookingLines.workMethod, bookingLines.duration, bookingLines.serviceDate, bookingLines.serviceTime, bookingLines.rate, bookingLines.price)})
      SELECT ${value('id')}::int, line.*
      FROM unnest(${value('serviceIds')}::int[], ${value('workMethods')}::text[], ${value('durations')}::int[], ${value('serviceDates')}::date[],
        ${value('serviceTimes')}::text[], ${value('rates')}::int[], ${value('prices')}::int[]) AS line
    ),${tieClaim}
    notified AS (
      INSERT INTO ${notifications} (${columnList(notifications.userId, notifications.kind, notifications.bookingId, notifications.lineId, notifications.message, notifications.createdAt)})
      VALUES (${value('notifiedUserId')}::int, ${value('kind')}, ${value('id')}::int, ${value('lineId')}::int, ${value('message')}, ${value('at')}::timestamptz)
      RETURNING id
    )
    SELECT id FROM notified`,
  );
}

const writingStatements = { claimed: writingStatement(true), unclaimed: writingStatement(false) };

/**
 * Writes the booking under the id openBooking drew, its lines, the customer's notification about
 * it (its booking is this one, whatever `notification.bookingId` says), and ties the request's
 * claimed key to it (idempotency.ts), in one statement. The notification's id.
 */
export async function insertBooking(
  tx: StatementRunner,
  written: { id: number; booking: NewBooking; lines: NewLine[]; claim?: { key: string }; notification: WrittenNotification },
): Promise<number> {
  const { id, booking, lines, claim, notification } = written;
  const [row] = await (claim ? writingStatements.claimed : writingStatements.unclaimed)(tx, {
    id,
    ...booking,
    serviceIds: lines.map((line) => line.serviceId),
    workMethods: lines.map((line) => line.workMethod),
    durations: lines.map((line) => line.duration),
    serviceDates: lines.map((line) => line.serviceDate),
    serviceTimes: lines.map((line) => line.serviceTime),
    rates: lines.map((line) => line.rate),
    prices: lines.map((line) => line.price),
    claimKey: claim?.key,
    notifiedUserId: notification.userId,
    kind: notification.kind,
    lineId: notification.lineId,
    message: notification.message,
    at: notification.at.toISOString(),
  });
  return row!.id;
}
