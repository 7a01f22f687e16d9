import { createHash } from 'node:crypto';
import { and, eq, like, lt, or } from 'drizzle-orm';
import { idempotencyKeyMessage } from '@servenear/shared/endpoints';
import type { Database } from '../../db/client';
import { bookingRequests } from '../../db/schema';
import { HttpError } from '../../lib/httpError';

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

export const idempotencyMessages = {
  /** The definitions' headers schema refuses a bad key with this (@servenear/shared/endpoints). */
  badKey: idempotencyKeyMessage,
  inProgress: 'This booking is still being made. Please try again.',
  otherRequest: 'This Idempotency-Key was used for another request.',
} as const;

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

/**
 * Claims the key for this customer. Returns null when this request owns it (and must make the
 * booking), or the id of the booking already made under it by the same request; the same key
 * with another request is refused. The customer's expired claims are dropped first.
 */
export async function claimRequest(tx: Executor, userId: number, { key, hash }: RequestKey, now: Date): Promise<number | null> {
  const mine = and(eq(bookingRequests.userId, userId), eq(bookingRequests.requestKey, key));
  // Every expired claim of this customer goes, not only this key's, so the table stays small.
  const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  await tx.delete(bookingRequests).where(
    and(
      eq(bookingRequests.userId, userId),
      or(
        lt(bookingRequests.createdAt, secondsAgo(HEADER_KEY_SECONDS)),
        and(like(bookingRequests.requestKey, `${BODY_KEY_PREFIX}%`), lt(bookingRequests.createdAt, secondsAgo(BODY_KEY_SECONDS))),
      ),
    ),
  );
  const claimed = await tx
    .insert(bookingRequests)
    .values({ userId, requestKey: key, requestHash: hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: bookingRequests.requestKey });
  if (claimed.length > 0) return null;
  const [existing] = await tx
    .select({ bookingId: bookingRequests.bookingId, requestHash: bookingRequests.requestHash })
    .from(bookingRequests)
    .where(mine);
  // Claims made before the hash was kept have none: they are taken as the same request.
  if (existing?.requestHash && existing.requestHash !== hash) {
    throw new HttpError(422, { [IDEMPOTENCY_HEADER]: [idempotencyMessages.otherRequest] }, idempotencyMessages.otherRequest);
  }
  // The claim's transaction sets booking_id before it commits, so an empty one is never seen committed.
  if (!existing?.bookingId) throw new HttpError(409, {}, idempotencyMessages.inProgress);
  return existing.bookingId;
}

/** Ties the claimed key to the booking made for it, in the same transaction. */
export async function recordBooking(tx: Executor, userId: number, key: string, bookingId: number): Promise<void> {
  await tx
    .update(bookingRequests)
    .set({ bookingId })
    .where(and(eq(bookingRequests.userId, userId), eq(bookingRequests.requestKey, key)));
}
