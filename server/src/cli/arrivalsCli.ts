import { opsArrivalRequestsEndpoint, opsArrivalRequestsQuerySchema } from '@servenear/shared/endpoints';
import type { ArrivalRequestPageWire } from '@servenear/shared/wire';
import type { Database } from '../db/client';
import { arrivalRequestsForOps } from '../modules/admin/arrivalRequests';
import { formatTable } from './format';
import type { ApiGet } from './opsAdmin';

/**
 * The CLI's view of arrival requests (issue 37), on the database or through the API like the others:
 *
 *   arrivals:list [--page <n>]
 *
 * adminCli.ts reads the command; this file reads --page, runs it and writes its answer.
 */

export const arrivalUsage = `  arrivals:list [--page <n>]            "tell me when you arrive" requests: the places asked for
                                        most, then a page of requests (50), newest first`;

export const arrivalCommandIds = { 'arrivals:list': [] } as const satisfies Record<string, readonly string[]>;
type ArrivalCommandName = keyof typeof arrivalCommandIds;

export const isArrivalCommand = (name: string): name is ArrivalCommandName => Object.hasOwn(arrivalCommandIds, name);

export interface ArrivalAdmin {
  arrivalRequests(page: number): Promise<ArrivalRequestPageWire>;
}

/** --page, checked by the API's own rule; only arrivals:list reads it. `refuse` makes adminCli's usage error. */
export function arrivalPageFor(value: string | undefined, command: string, refuse: (message: string) => Error): number | undefined {
  if (value === undefined) return undefined;
  if (command !== 'arrivals:list') throw refuse('--page goes with arrivals:list only');
  const parsed = opsArrivalRequestsQuerySchema.safeParse({ page: value });
  if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? `--page needs a page number, not ${value}`);
  return parsed.data.page;
}

const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function formatArrivalRequests(answer: ArrivalRequestPageWire, page: number): string {
  if (answer.total === 0) return 'Nobody has asked to be told when ServeNear arrives.';
  const places = formatTable(
    ['Place', 'Requests', 'Latest'],
    answer.places.map((place) => [place.place, String(place.requests), minute(place.latest_at)]),
  );
  const requests =
    answer.requests.length === 0
      ? `Page ${page} is past the last page.`
      : formatTable(
          ['ID', 'Place', 'Mobile', 'Customer', 'Asked'],
          answer.requests.map((request) => [String(request.id), request.place, request.mobile, request.customer_id === null ? '' : String(request.customer_id), minute(request.created_at)]),
        );
  const next = answer.next_page === null ? '' : `\nMore: arrivals:list --page ${answer.next_page}`;
  return `${answer.total} requests. Places asked for, most first:\n${places}\n\nPage ${page}, newest first:\n${requests}${next}`;
}

export async function runArrivalCommand(admin: ArrivalAdmin, page = 1): Promise<string> {
  return formatArrivalRequests(await admin.arrivalRequests(page), page);
}

/** On the database, through the same service as the admin API. */
export function databaseArrivalAdmin(deps: { db: Database }): ArrivalAdmin {
  return { arrivalRequests: (page) => arrivalRequestsForOps(deps, page) };
}

export function apiArrivalAdmin(get: ApiGet): ArrivalAdmin {
  return { arrivalRequests: (page) => get(opsArrivalRequestsEndpoint, { query: { page: String(page) } }) };
}
