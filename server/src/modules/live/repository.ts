import { and, asc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { liveEvents, liveEventsHorizon } from '../../db/schema';
import type { Position } from './position';

type Reader = Pick<Database, 'select' | 'execute'>;

export interface LiveEventRow extends Position {
  audience: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * The oldest transaction still running (or the next to start): every transaction below it has
 * ended, so the rows below it are all there are and will ever be.
 */
export async function visibleBound(db: Reader): Promise<bigint> {
  // Both drivers answer { rows } (as places/repository.ts reads them).
  const result = (await db.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS bound`)) as unknown as { rows: Array<{ bound: string }> };
  return BigInt(result.rows[0]!.bound);
}

/**
 * Whether some event at or past `bound` is already there: written by a transaction that committed
 * after an older one, still running, began. It is delivered once that one ends, which sends no
 * NOTIFY of its own when it wrote no event.
 */
export async function eventsWaitingFrom(db: Reader, bound: bigint): Promise<boolean> {
  const [row] = await db.select({ id: liveEvents.id }).from(liveEvents).where(sql`${liveEvents.txid} >= ${bound.toString()}::xid8`).limit(1);
  return row !== undefined;
}

const afterPosition = (position: Position) =>
  or(gt(liveEvents.txid, position.txid.toString()), and(eq(liveEvents.txid, position.txid.toString()), gt(liveEvents.id, position.id)));

/** Up to and including this position. */
const atOrBefore = (position: Position) =>
  or(lt(liveEvents.txid, position.txid.toString()), and(eq(liveEvents.txid, position.txid.toString()), lte(liveEvents.id, position.id)));

/** Events after `after` (all when null) up to `upTo`, in position order, for `audiences` (every audience when null), at most `limit`. */
export async function eventsBetween(
  db: Reader,
  range: { after: Position | null; upTo: Position; audiences: readonly string[] | null; limit: number },
): Promise<LiveEventRow[]> {
  const rows = await db
    .select({ txid: liveEvents.txid, id: liveEvents.id, audience: liveEvents.audience, type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(
      and(
        atOrBefore(range.upTo),
        range.after ? afterPosition(range.after) : undefined,
        range.audiences ? inArray(liveEvents.audience, [...range.audiences]) : undefined,
      ),
    )
    .orderBy(asc(liveEvents.txid), asc(liveEvents.id))
    .limit(range.limit);
  return rows.map((row) => ({ ...row, txid: BigInt(row.txid) }));
}

/** The newest position the clean-up deleted, or null when it never deleted one: a stream resuming from below it may have missed events. */
export async function deletedUpTo(db: Reader): Promise<Position | null> {
  const [row] = await db.select({ txid: liveEventsHorizon.txid, id: liveEventsHorizon.eventId }).from(liveEventsHorizon).limit(1);
  return row ? { txid: BigInt(row.txid), id: row.id } : null;
}

/**
 * Drops the events older than the retention window and moves the horizon up to the newest of them,
 * in one statement (never down: two instances' clean-ups may cross).
 */
export async function deleteEventsBefore(db: Pick<Database, 'execute'>, before: Date): Promise<void> {
  await db.execute(sql`
    WITH gone AS (DELETE FROM ${liveEvents} WHERE ${liveEvents.createdAt} < ${before} RETURNING ${liveEvents.txid} AS txid, ${liveEvents.id} AS id),
    newest AS (SELECT txid, id FROM gone ORDER BY txid DESC, id DESC LIMIT 1)
    INSERT INTO ${liveEventsHorizon} (id, txid, event_id) SELECT 1, txid, id FROM newest
    ON CONFLICT (id) DO UPDATE SET txid = excluded.txid, event_id = excluded.event_id
    WHERE (excluded.txid, excluded.event_id) > (${liveEventsHorizon.txid}, ${liveEventsHorizon.eventId})`);
}
