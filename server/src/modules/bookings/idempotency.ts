import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingRequests } from '../../db/schema';
import { HttpError } from '../../lib/httpError';
import { bookingTexts } from './messages';

/**
 * Booking creation is idempotent (docs/architecture.md §6): a double click, a retry or 20 identical requests
 * at once make one booking, and every one of them gets its id back.
 *
 * The key is the client's Idempotency-Key header, or, for a client that sends none (the spec's
 * site), a hash of the validated request, so its double submit is caught too. Claiming the key
 * is an INSERT … ON CONFLICT DO NOTHING inside the booking's transaction: on PostgreSQL a second
 * claim of the same key waits for the first transaction and then finds the key taken (or free
 * again, if the first rolled back); PGlite runs one transaction at a time, which serialises the
 * same way.
 */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** A bad key is refused by the definitions' headers schema (@servenear/shared/endpoints' idempotencyKeyMessage). */
export const idempotencyMessages = bookingTexts.idempotency;

const BODY_KEY_PREFIX = 'body:';
/** A request-body key only catches repeats of one submission: the same cart booked later is a new booking. */
const BODY_KEY_SECONDS = 10 * 60;
/** A client's own key covers its retries for a day. */
const HEADER_KEY_SECONDS = 24 * 60 * 60;

/** The header as the client spells it: refusals of the key are reported under this name. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Objects with their keys sorted, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface RequestKey {
  /** The header's key, else 'body:' + the hash. */
  key: string;
  /** SHA-256 of the validated request: a key reused with another request is refused. */
  hash: string;
}

/** The key of one booking request (the client's checked key, if it sent one) and what it was made for. */
export function requestKey(clientKey: string | undefined, validatedRequest: unknown): RequestKey {
  const hash = createHash('sha256').update(canonicalJson(validatedRequest)).digest('hex');
  return { key: clientKey ?? BODY_KEY_PREFIX + hash, hash };
}

const placeholder = (name: keyof ClaimValues) => sql.placeholder(name);

/** The values of claimItems' placeholders, besides `userId`. */
export interface ClaimValues {
  key: string;
  hash: string;
  now: string;
  /** Claims made before these are expired: a client's own key after a day, a body's after ten minutes. */
  headerKeysFrom: string;
  bodyKeysFrom: string;
}

export function claimValues({ key, hash }: RequestKey, now: Date): ClaimValues {
  const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
  return { key, hash, now: now.toISOString(), headerKeysFrom: secondsAgo(HEADER_KEY_SECONDS), bodyKeysFrom: secondsAgo(BODY_KEY_SECONDS) };
}

const expired = (row: SQL) =>
  sql`(${row}.created_at < ${placeholder('headerKeysFrom')}::timestamptz OR (${row}.request_key LIKE ${`${BODY_KEY_PREFIX}%`} AND ${row}.created_at < ${placeholder('bodyKeysFrom')}::timestamptz))`;

/**
 * The claim of the key for this customer (placeholder `userId`, and claimValues), as the WITH
 * items `dropped` and `claim` of the statement that opens a booking (placementStatements.ts):
 * `claim` has a row when this request owns the key (and must make the booking); when it has none,
 * earlierBooking says what was made.
 *
 * The key is inserted, or taken over when its own claim has expired; the customer's other expired
 * claims are dropped in passing, so the table stays small. The drop leaves this key's row to the
 * insert: one statement must not change a row twice.
 */
export const claimItems: SQL = sql`
    dropped AS (
      DELETE FROM ${bookingRequests} AS earlier
      WHERE earlier.user_id = ${sql.placeholder('userId')}::int AND earlier.request_key <> ${placeholder('key')} AND ${expired(sql`earlier`)}
    ),
    claim AS (
      INSERT INTO ${bookingRequests} AS claim (user_id, request_key, request_hash, created_at)
      VALUES (${sql.placeholder('userId')}::int, ${placeholder('key')}, ${placeholder('hash')}, ${placeholder('now')}::timestamptz)
      ON CONFLICT (user_id, request_key) DO UPDATE
        SET request_hash = excluded.request_hash, booking_id = NULL, created_at = excluded.created_at
        WHERE ${expired(sql`claim`)}
      RETURNING claim.request_key
    )`;

/**
 * When the claim found the key taken: the id of the booking made under it by the same request.
 * The same key with another request is refused, and a key whose booking is still being made is
 * a 409 (the client tries again).
 */
export async function earlierBooking(tx: Executor, userId: number, { key, hash }: RequestKey): Promise<number> {
  const [existing] = await tx
    .select({ bookingId: bookingRequests.bookingId, requestHash: bookingRequests.requestHash })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.userId, userId), eq(bookingRequests.requestKey, key)));
  // Claims made before the hash was kept have none: they are taken as the same request.
  if (existing?.requestHash && existing.requestHash !== hash) {
    throw new HttpError(422, { [IDEMPOTENCY_HEADER]: [idempotencyMessages.otherRequest] }, idempotencyMessages.otherRequest);
  }
  // The claim's transaction sets booking_id before it commits, so an empty one is never seen committed.
  if (!existing?.bookingId) throw new HttpError(409, {}, idempotencyMessages.inProgress);
  return existing.bookingId;
}
