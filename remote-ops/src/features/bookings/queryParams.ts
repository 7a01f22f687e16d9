import { lineStatuses } from '@servenear/shared/domain';
import { OPS_BOOKING_DEFAULT_SORT, opsBookingSorts, type OpsBookingQuery } from '@servenear/shared/ops-api';

/**
 * The queue's state lives in the address (?q=&status=&sort=&page=), so a link, a reload or Back
 * keeps it. What the address holds is read leniently (an unknown value is the default); the server
 * checks what is sent anyway.
 */
export function queryFrom(params: URLSearchParams): OpsBookingQuery {
  const status = lineStatuses.find((value) => value === params.get('status')) ?? null;
  const sort = opsBookingSorts.find((value) => value === params.get('sort')) ?? OPS_BOOKING_DEFAULT_SORT;
  const page = Number(params.get('page'));
  return { q: (params.get('q') ?? '').trim().slice(0, 100), status, sort, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address of a query, defaults left out. */
export function paramsOf(query: OpsBookingQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.q) params.q = query.q;
  if (query.status) params.status = query.status;
  if (query.sort !== OPS_BOOKING_DEFAULT_SORT) params.sort = query.sort;
  if (query.page > 1) params.page = String(query.page);
  return params;
}
