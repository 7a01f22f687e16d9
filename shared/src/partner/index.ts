/**
 * The partner portal's calls and hooks, a subpath of their own: every @servenear/shared subpath is
 * a Module Federation shared module loaded whole, so partner-only code kept in ./api would be
 * downloaded by every customer page. The files stay beside the other calls (they use the same
 * client and reply checks); only remote-partner imports this entry.
 */
export { partnerApi, type BankDetailsUpdate, type PartnerLoginResult, type PartnerProfile, type PartnerProfileUpdate, type PartnerRegistration, type PasswordChange, type UploadOptions, type VerificationStatus } from '../api/partner';
export type { PartnerNotification, PartnerNotificationFeed } from '../api/partnerNotifications';
export { earningsApi, type EarningInvoice, type EarningLine, type Earnings, type EarningTotals } from '../api/earnings';
export { partnerBookingsApi, type PartnerBooking, type PartnerBookingTab, type PartnerCancelledBooking, type PartnerLineCard, type PartnerLineStatus } from '../api/partnerBookings';
export { workAreasApi, type NewWorkArea, type WorkArea, type WorkAreas } from '../api/workAreas';
export * from '../api/queries/partner';
export * from '../api/queries/partnerNotifications';
export * from '../api/queries/workAreas';
export {
  partnerServicesApi,
  type NewCatalogueService,
  type PartnerService,
  type PartnerServiceValues,
  type ServiceApproval,
  type ServiceChoice,
  type ServiceEdit,
  type ServiceEmployeeType,
  type ServiceUpload,
} from '../api/partnerServices';
export * from '../api/queries/partnerServices';
export { partnerPdJobsApi, type PartnerPdJob } from '../api/partnerPdJobs';
export * from '../api/queries/partnerPdJobs';
