import { and, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { remoteEvents } from '../../db/schema';

export type NewRemoteEvent = typeof remoteEvents.$inferInsert;
export type RemoteEventKind = (typeof remoteEvents.$inferSelect)['kind'];

export interface StoredRemoteEvent {
  remote: string;
  version: string;
  kind: RemoteEventKind;
}

export interface RemoteEventCounts {
  remote: string;
  version: string;
  loads: number;
  failures: number;
}

export async function insertRemoteEvents(db: Database, events: NewRemoteEvent[]): Promise<StoredRemoteEvent[]> {
  return db
    .insert(remoteEvents)
    .values(events)
    .returning({ remote: remoteEvents.remote, version: remoteEvents.version, kind: remoteEvents.kind });
}

export async function deleteRemoteEventsBefore(db: Database, cutoff: Date): Promise<void> {
  await db.delete(remoteEvents).where(lt(remoteEvents.createdAt, cutoff));
}

// count() is a bigint: node-postgres hands it over as a string, hence mapWith(Number).
const loads = sql<number>`count(*) filter (where ${remoteEvents.kind} in ('loaded', 'load_failed'))`.mapWith(Number);
const failures = sql<number>`count(*) filter (where ${remoteEvents.kind} in ('load_failed', 'render_failed'))`.mapWith(Number);

/** Load and failure counts per remote and version since a moment; unsorted. */
export async function countRemoteEvents(
  db: Database,
  filter: { since: Date; remote?: string; version?: string },
): Promise<RemoteEventCounts[]> {
  const conditions: SQL[] = [gte(remoteEvents.createdAt, filter.since)];
  if (filter.remote !== undefined) conditions.push(eq(remoteEvents.remote, filter.remote));
  if (filter.version !== undefined) conditions.push(eq(remoteEvents.version, filter.version));
  return db
    .select({ remote: remoteEvents.remote, version: remoteEvents.version, loads, failures })
    .from(remoteEvents)
    .where(and(...conditions))
    .groupBy(remoteEvents.remote, remoteEvents.version);
}

export interface BrowserVotes {
  /** Distinct browsers, handed this version, that reported anything of it. */
  browsers: number;
  /** Of those, the ones that reported a failure to load or to render. */
  failed: number;
}

const browsers = sql<number>`count(distinct ${remoteEvents.browser})`.mapWith(Number);
const failedBrowsers = sql<number>`count(distinct ${remoteEvents.browser}) filter (where ${remoteEvents.kind} in ('load_failed', 'render_failed'))`.mapWith(Number);

/** One vote per browser: however many events one browser posts, it counts once. */
export async function countBrowserVotes(db: Database, filter: { since: Date; remote: string; version: string }): Promise<BrowserVotes> {
  const [row] = await db
    .select({ browsers, failed: failedBrowsers })
    .from(remoteEvents)
    .where(
      and(
        gte(remoteEvents.createdAt, filter.since),
        eq(remoteEvents.remote, filter.remote),
        eq(remoteEvents.version, filter.version),
        isNotNull(remoteEvents.browser),
      ),
    );
  return row ?? { browsers: 0, failed: 0 };
}

export interface RemoteEventFigures extends RemoteEventCounts {
  /** Distinct browsers the server handed this version that reported on it (events with a browser). */
  browsers: number;
}

export interface RemoteEventBucket extends RemoteEventFigures {
  /** 0 for the bucket starting at `since`, up to buckets - 1. */
  bucket: number;
}

/**
 * One remote's figures per version since a moment: in `buckets` equal slices of the window up to
 * `until`, and over the whole window (distinct browsers do not add up across slices). Unsorted.
 */
export async function remoteEventFigures(
  db: Database,
  filter: { since: Date; until: Date; remote: string; buckets: number },
): Promise<{ buckets: RemoteEventBucket[]; totals: RemoteEventFigures[] }> {
  const where = and(eq(remoteEvents.remote, filter.remote), gte(remoteEvents.createdAt, filter.since), lt(remoteEvents.createdAt, filter.until));
  const sliceSeconds = (filter.until.getTime() - filter.since.getTime()) / 1000 / filter.buckets;
  // The slice an event falls in, from the seconds since the window's start; the last slice keeps what a rounding pushes past it.
  const bucket = sql<number>`least(${filter.buckets - 1}, floor(extract(epoch from (${remoteEvents.createdAt} - ${filter.since.toISOString()}::timestamptz)) / ${sliceSeconds}))::int`.mapWith(Number);
  const [sliced, totals] = await Promise.all([
    db
      .select({ version: remoteEvents.version, bucket, loads, failures, browsers })
      .from(remoteEvents)
      .where(where)
      // By position: the bucket expression carries parameters, and PostgreSQL does not match a
      // GROUP BY expression to the select list's when their parameters are numbered apart.
      .groupBy(sql.raw('1'), sql.raw('2')),
    db.select({ version: remoteEvents.version, loads, failures, browsers }).from(remoteEvents).where(where).groupBy(remoteEvents.version),
  ]);
  return {
    buckets: sliced.map((row) => ({ remote: filter.remote, ...row })),
    totals: totals.map((row) => ({ remote: filter.remote, ...row })),
  };
}
