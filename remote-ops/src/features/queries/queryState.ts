import { reportSorts, reportStatuses, type ReportListQuery } from '@servenear/shared/ops-api';

/** The queue's address, read: ?status= (open when absent, 'all' for every status), q, sort, order, page. */
export function queueQueryFrom(params: URLSearchParams): ReportListQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: status === 'all' ? null : (reportStatuses.find((known) => known === status) ?? 'open'),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: reportSorts.find((known) => known === params.get('sort')) ?? 'received',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a queue state, leaving out what is the default so a plain link stays plain. */
export function queueParamsOf(query: ReportListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.status !== 'open') params.status = query.status ?? 'all';
  if (query.q) params.q = query.q;
  if (query.sort !== 'received') params.sort = query.sort;
  if (query.order !== 'desc') params.order = query.order;
  if (query.page !== 1) params.page = String(query.page);
  return params;
}
