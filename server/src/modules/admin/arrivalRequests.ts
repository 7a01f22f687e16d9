import { ARRIVAL_PLACES_LISTED, ARRIVAL_REQUESTS_PER_PAGE } from '@servenear/shared/endpoints';
import type { ArrivalRequestPageWire } from '@servenear/shared/wire';
import type { Database } from '../../db/client';
import { arrivalRequestCount, arrivalRequestPage, arrivalRequestsPerPlace } from './arrivalRequestRepository';

/**
 * GET admin/arrival-requests and `arrivals:list` (issue 37): who asked to be texted when the site
 * serves their place, newest first, and which places are asked for most, so ops know where
 * partners are wanted and whom to text when they arrive.
 */
export async function arrivalRequestsForOps(deps: { db: Database }, page: number): Promise<ArrivalRequestPageWire> {
  const [rows, total, places] = await Promise.all([
    // One more than a page says whether another follows.
    arrivalRequestPage(deps.db, { limit: ARRIVAL_REQUESTS_PER_PAGE + 1, offset: (page - 1) * ARRIVAL_REQUESTS_PER_PAGE }),
    arrivalRequestCount(deps.db),
    arrivalRequestsPerPlace(deps.db, ARRIVAL_PLACES_LISTED),
  ]);
  return {
    requests: rows.slice(0, ARRIVAL_REQUESTS_PER_PAGE).map((row) => ({
      id: row.id,
      place: row.place,
      mobile: row.mobile,
      customer_id: row.userId,
      latitude: row.latitude,
      longitude: row.longitude,
      created_at: row.createdAt.toISOString(),
    })),
    next_page: rows.length > ARRIVAL_REQUESTS_PER_PAGE ? page + 1 : null,
    total,
    places: places.map((row) => ({ place: row.place, requests: row.requests, latest_at: row.latestAt.toISOString() })),
  };
}
