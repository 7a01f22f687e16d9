import type { ServiceApprovalFilter } from '@servenear/shared/ops-api';

export const approvalLabels: Record<ServiceApprovalFilter, string> = { pending: 'Waiting for approval', rejected: 'Rejected', approved: 'Approved' };
