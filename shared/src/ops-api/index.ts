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
export { useForgetOpsReads, useOpsCode, useOpsMe, useOpsPassword, useOpsResendCode, useOpsSignOut, type OpsMe, type SecondFactor } from './session';
export { useOpsPartner, useOpsPartnerAction, useOpsPartnerKyc, useOpsPartners, type PartnerAction } from './partners';
export { useOpsBookingAction, useOpsBookingLine, useOpsBookingSearch, useOpsLinePartners, type OpsBookingQuery } from './bookings';
export { opsCodeFormSchema, opsReasonFormSchema, type OpsCodeForm, type OpsReasonForm } from './forms';
export type { EligiblePartnerWire as OpsEligiblePartner, PartnerKycWire as OpsPartnerKyc, PartnerListItemWire as OpsPartner } from '../wire/admin';
export {
  OPS_BOOKING_DEFAULT_SORT,
  opsBookingSorts,
  type OpsBookingDetailWire as OpsBookingLine,
  type OpsBookingRowWire as OpsBookingRow,
  type OpsBookingSort,
  type OpsBookingSortKey,
  type OpsHistoryEntryWire as OpsHistoryEntry,
} from '../endpoints/opsBookings';
