import { count, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { arrivalRequests } from '../../db/schema';

/*
 * Issue 37: the SQL of ops' view of arrival requests (POST arrival-requests stores them:
 * places/repository.ts).
 */

/** One page of requests, newest first (ties: the later id first). */
export function arrivalRequestPage(db: Database, page: { limit: number; offset: number }) {
  return db
    .select({
      id: arrivalRequests.id,
      place: arrivalRequests.place,
      mobile: arrivalRequests.mobile,
      userId: arrivalRequests.userId,
      latitude: arrivalRequests.latitude,
      longitude: arrivalRequests.longitude,
      createdAt: arrivalRequests.createdAt,
    })
    .from(arrivalRequests)
    .orderBy(desc(arrivalRequests.createdAt), desc(arrivalRequests.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function arrivalRequestCount(db: Database): Promise<number> {
  const [row] = await db.select({ requests: count() }).from(arrivalRequests);
  return row?.requests ?? 0;
}

/**
 * Requests per place, most first: one place whatever its case (as the unique index reads it),
 * named by its latest spelling.
 */
export function arrivalRequestsPerPlace(db: Database, limit: number) {
  const latestAt = sql<Date>`max(${arrivalRequests.createdAt})`;
  const requests = count();
  return db
    .select({
      place: sql<string>`(array_agg(${arrivalRequests.place} ORDER BY ${arrivalRequests.createdAt} DESC, ${arrivalRequests.id} DESC))[1]`,
      requests,
      latestAt: latestAt.mapWith(arrivalRequests.createdAt),
    })
    .from(arrivalRequests)
    .groupBy(sql`lower(${arrivalRequests.place})`)
    .orderBy(desc(requests), desc(latestAt), sql`lower(${arrivalRequests.place})`)
    .limit(limit);
}
