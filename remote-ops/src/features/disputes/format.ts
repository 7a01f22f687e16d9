import type { DisputeOutcome } from '@servenear/shared/domain';
import type { DisputeStatusFilter } from '@servenear/shared/ops-api';

/** An outcome as ops and the people told read it. */
export const outcomeLabels: Record<DisputeOutcome, string> = {
  redo_same: 'Redo by the same partner',
  redo_other: 'Redo by another partner',
  part_refund: 'Refund part',
  full_refund: 'Refund all',
};

export const statusLabels: Record<DisputeStatusFilter, string> = { open: 'Open', resolved: 'Resolved' };

/** The list's filter as the address keeps it: ?status=resolved, else the open disputes. */
export const statusFrom = (params: URLSearchParams): DisputeStatusFilter => (params.get('status') === 'resolved' ? 'resolved' : 'open');
