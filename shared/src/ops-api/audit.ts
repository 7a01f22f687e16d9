import { queryOptions } from '@servenear/shared/query';
import { callEndpoint } from '@servenear/shared/api';
import { opsAuditEndpoint } from '../endpoints/ops';
import { opsKeys } from './keys';
import { pagedList, withoutPage } from './pagedList';
import { useOpsQuery } from './signedInOps';

/** GET admin/audit's filters as the console holds them (in its address): each absent when not set. */
export interface OpsAuditFilters {
  /** A member's user id. */
  actor?: string;
  /** Exact: partner.verify, ops-member.create. */
  action?: string;
  /** Exact: partner:12. */
  subject?: string;
  /** Any part of the actor's name, action, subject, reason or details. */
  q?: string;
  /** Whole days in India, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  page?: number;
}

/** The audit log's filter names, in the form's order. */
export const auditFilterNames = ['actor', 'action', 'subject', 'q', 'from', 'to'] as const;

/**
 * GET admin/audit: one page of the log, newest first, and how many rows match. The page shown
 * stays while the next one loads, so the pager does not jump. The server checks the filters:
 * a bad date from an edited address is its 422, which the page says.
 */
export function useOpsAudit(filters: OpsAuditFilters) {
  return useOpsQuery({
    ...queryOptions({
      queryKey: opsKeys.auditPage(filters),
      queryFn: ({ signal }) =>
        callEndpoint(opsAuditEndpoint, { query: { ...filters, page: filters.page === undefined ? undefined : String(filters.page) }, signal }).then(({ data, total, page, per_page }) => ({
          rows: data,
          total,
          page,
          perPage: per_page,
        })),
    }),
    // keepPreviousData, without another name in the shared query module (a host-contract change).
    ...pagedList(withoutPage(filters)),
  });
}
