/**
 * The ops console's calls and hooks (issue 39), a subpath of their own that only remote-ops
 * imports: every @servenear/shared subpath is a shared module loaded whole, so the console's code
 * kept in ./api would be downloaded by every customer page. Its query keys are its own (./keys,
 * under the one root 'ops'), not the host contract's, so the console is released without the
 * shell. The shapes read are
 * the wire's (the admin endpoints define no toModel); the roles and permissions are
 * @servenear/shared/domain's opsRoles.
 */
export { partnerStatusFilters, type PartnerStatusFilter } from './partnerStatus';
export { useEndOpsSession } from './signedInOps';
export { opsLiveRefresh } from './live';
export { useForgetOpsReads, useOpsCode, useOpsMe, useOpsPassword, useOpsResendCode, useOpsSignOut, type OpsMe, type SecondFactor } from './session';
export { useOpsPartner, useOpsPartnerAction, useOpsPartnerKyc, useOpsPartners, type PartnerAction } from './partners';
export { useOpsReport, useOpsReportAction, useOpsReports, type ReportListQuery } from './reports';
export { useOpsPage, useOpsPageChange, useOpsPagePreview, useOpsPages } from './pages';
export { opsReportMessages, reportSorts, reportStatuses, type OpsReportRowWire as OpsReportRow, type OpsReportWire as OpsReport, type ReportSort, type ReportStatus } from '../endpoints/opsReports';
export { PAGE_CONTENT_MAX, type OpsPageVersionWire as OpsPageVersion, type OpsPageWire as OpsPage } from '../endpoints/opsPages';
export { useOpsReleaseChange, useOpsReleases, type ReleaseChange } from './releases';
export type { ReleaseAuditWire as OpsReleaseAudit, ReleaseVersionFiguresWire as OpsVersionFigures, RemoteReleasesWire as OpsRemoteReleases } from '../endpoints/releases';
export { useOpsCreateMember, useOpsMembers, useOpsUpdateMember } from './members';
export { auditFilterNames, useOpsAudit, type OpsAuditFilters } from './audit';
export { serviceApprovalFilters, useOpsPartnerServices, useOpsServiceDecision, type ServiceApprovalFilter } from './partnerServices';
export {
  opsCodeFormSchema,
  opsEnquiryAnswerFormSchema,
  opsEnquiryRejectFormSchema,
  opsNewMemberFormSchema,
  opsReasonFormSchema,
  opsRolesFormSchema,
  opsServiceRatesFormSchema,
  opsServiceRejectionFormSchema,
  type OpsCodeForm,
  type OpsEnquiryAnswerForm,
  type OpsEnquiryRejectForm,
  type OpsNewMemberForm,
  type OpsReasonForm,
  type OpsRolesForm,
  type OpsServiceRatesForm,
  type OpsServiceRejectionForm,
} from './forms';
export type { EligiblePartnerWire as OpsEligiblePartner, PartnerKycWire as OpsPartnerKyc, PartnerListItemWire as OpsPartner } from '../wire/admin';
export type { OpsAuditRowWire as OpsAuditRow, OpsMemberCreatedWire as OpsMemberCreated, OpsMemberWire as OpsMember, OpsPartnerServiceWire as OpsPartnerService } from '../wire/ops';
export { useOpsBookingAction, useOpsBookingLine, useOpsBookingSearch, useOpsLinePartners, type OpsBookingQuery } from './bookings';
export {
  OPS_BOOKING_DEFAULT_SORT,
  opsBookingSorts,
  type OpsBookingDetailWire as OpsBookingLine,
  type OpsBookingRowWire as OpsBookingRow,
  type OpsBookingSort,
  type OpsBookingSortKey,
  type OpsHistoryEntryWire as OpsHistoryEntry,
} from '../endpoints/opsBookings';
export {
  disputeStatusFilters,
  useOpsApprovePayoutBatch,
  useOpsDispute,
  useOpsDisputes,
  useOpsPayoutBatch,
  useOpsPayoutBatches,
  useOpsRefunds,
  useOpsResolveDispute,
  useOpsRetryRefund,
  type DisputeStatusFilter,
  type RefundStatusFilter,
} from './money';
export { opsDisputeFormSchema, type OpsDisputeForm } from './forms';
export type { DisputeResolution } from '../endpoints/disputes';
export type { AdminDisputeWire as OpsDispute } from '../wire/disputes';
export { refundStatuses, type AdminRefundWire as OpsRefund, type PayoutBatchWire as OpsPayoutBatch } from '../wire/money';
export { useOpsEnquiries, useOpsEnquiry, useOpsEnquiryDecision, useOpsEnquiryPartners } from './enquiries';
export type { AdminEnquiryDetailWire as OpsEnquiry } from '../wire/ops';
export type { AdminEnquiryWire as OpsEnquiryRow, PdPartnerChoiceWire as OpsMoveCandidate } from '../wire/enquiries';
export { enquiryKinds, enquiryStatuses, type EnquiryKind, type EnquiryStatus } from '../wire/enquiries';
