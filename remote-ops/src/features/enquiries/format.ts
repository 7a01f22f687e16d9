import type { EnquiryKind, EnquiryStatus, OpsEnquiryRow } from '@servenear/shared/ops-api';

/** The queue's status filter, as ops say it. */
export const statusLabels: Record<EnquiryStatus, string> = { pending: 'Waiting for an answer', enquired: 'Answered', rejected: 'Rejected' };

/** The kind filter: a service enquiry, or a Pass Fast Express move request. */
export const kindLabels: Record<EnquiryKind, string> = { service: 'Service enquiry', pd: 'Pass Fast Express move' };

/** The same, many: the queue's caption. */
export const kindPlurals: Record<EnquiryKind, string> = { service: 'Service enquiries', pd: 'Pass Fast Express moves' };

const moveStageLabels: Record<NonNullable<OpsEnquiryRow['move_stage']>, string> = {
  requested: 'Requested',
  answered: 'Answered',
  quoted: 'Quoted, waiting for the customer',
  rejected: 'Rejected',
  accepted: 'Quote accepted, not paid',
  paid: 'Paid',
  picked_up: 'Picked up',
  delivered: 'Delivered',
};

/** Where an enquiry stands: a move's stage says more than its status. */
export const standingOf = (row: Pick<OpsEnquiryRow, 'status' | 'move_stage'>): string =>
  row.move_stage ? moveStageLabels[row.move_stage] : statusLabels[row.status];

/** Whole rupees, Indian grouping: '₹4,500'. */
export const rupees = (amount: number): string => `₹${amount.toLocaleString('en-IN')}`;
