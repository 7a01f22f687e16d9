import { queryOptions, useMutation, useQueryClient } from '@servenear/shared/query';
import { ApiError, callEndpoint } from '@servenear/shared/api';
import { opsAnswerReportEndpoint, opsCloseReportEndpoint, opsReportEndpoint, opsReportsEndpoint, type ReportSort, type ReportStatus } from '../endpoints/opsReports';
import { opsKeys } from './keys';
import { pagedList, withoutPage } from './pagedList';
import { useOpsQuery } from './signedInOps';
import { useQueuePoll } from './live';

/** How often the queue asks again while its page is visible, as the partners' queue does. */

/** What the queue asks GET admin/reports for: the address's state, as the server validates it. */
export interface ReportListQuery {
  /** null: every status. */
  status: ReportStatus | null;
  q: string;
  sort: ReportSort;
  order: 'asc' | 'desc';
  page: number;
}

/**
 * GET admin/reports: one page of the queue, filtered, searched and sorted by the server; asks
 * again every 30 s while the tab is visible; the previous page stays shown while the next loads.
 */
export function useOpsReports(query: ReportListQuery) {
  return useOpsQuery({
    ...queryOptions({
      queryKey: opsKeys.reportList(query),
      queryFn: ({ signal }) =>
        callEndpoint(opsReportsEndpoint, {
          query: { status: query.status, q: query.q || null, sort: query.sort, order: query.order, page: query.page },
          signal,
        }).then(({ data, total, page, per_page }) => ({ rows: data, total, page, per_page })),
    }),
    // keepPreviousData's rule, written out: the shared query module names only what the apps use (a name there is a contract change).
    ...pagedList(withoutPage(query)),
    refetchInterval: useQueuePoll(),
  });
}

/** GET admin/reports/{id}: the report, its reporter and what ops did. */
export function useOpsReport(id: number) {
  return useOpsQuery(
    queryOptions({
      queryKey: opsKeys.report(id),
      queryFn: ({ signal }) => callEndpoint(opsReportEndpoint, { params: { id }, signal }).then((reply) => reply.data),
    }),
  );
}

/** What a report action sends: the answer, or the closing note. */
type ReportAction = { action: 'answer'; id: number; answer: string } | { action: 'close'; id: number; note?: string };

/**
 * POST admin/reports/{id}/answer or close: answers the server's message (said in a toast); every
 * report read of the console is asked again (the queue's counts and this report), also after a
 * 409 (someone closed it first), so the page shows what is true.
 */
export function useOpsReportAction() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: opsKeys.reports() });
  return useMutation({
    mutationFn: async (action: ReportAction) => {
      const reply =
        action.action === 'answer'
          ? await callEndpoint(opsAnswerReportEndpoint, { params: { id: action.id }, body: { answer: action.answer } })
          : await callEndpoint(opsCloseReportEndpoint, { params: { id: action.id }, body: action.note ? { note: action.note } : {} });
      return reply.message;
    },
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}
