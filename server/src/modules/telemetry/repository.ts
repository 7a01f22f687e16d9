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
