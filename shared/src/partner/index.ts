/**
 * The partner portal's calls and hooks, a subpath of their own: every @servenear/shared subpath is
 * a Module Federation shared module loaded whole, so partner-only code kept in ./api would be
 * downloaded by every customer page. The files stay beside the other calls (they use the same
 * client and reply checks); only remote-partner imports this entry.
 */
export type { PartnerProfile } from '../endpoints/partner';
export type { PartnerNotification } from '../endpoints/notifications';
export type { EarningInvoice, EarningLine, EarningTotals } from '../endpoints/earnings';
export type { PartnerBooking, PartnerCancelledBooking, PartnerLineCard, PartnerLineStatus } from '../endpoints/partnerBookings';
export type { WorkArea } from '../endpoints/workAreas';
export * from '../api/queries/partner';
export * from '../api/queries/partnerCodes';
export type { CodeTimings } from '../endpoints/codes';
export * from '../api/queries/partnerBookings';
export * from '../api/queries/partnerNotifications';
export * from '../api/queries/workAreas';
export type { PartnerService, PartnerServiceValues } from '../endpoints/partnerServices';
export type { ServiceUpload } from '../api/partnerServices';
export * from '../api/queries/partnerServices';
export type { PartnerPdJob } from '../endpoints/pdJobs';
export * from '../api/queries/partnerPdJobs';
