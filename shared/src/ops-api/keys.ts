import type { OpsAuditFilters } from './audit';
import type { OpsBookingQuery } from './bookings';
import type { DisputeStatusFilter, RefundStatusFilter } from './money';
import type { OpsEnquiryQuery } from './enquiries';
import type { PartnerStatusFilter } from './partnerStatus';
import type { ReportListQuery } from './reports';
import type { ServiceApprovalFilter } from './partnerServices';

/**
 * The ops console's query keys, under one root of its own. Not in the host contract's queryKeys
 * (shared/src/host/queryKeys.ts): nothing outside the console reads them, and a key there would
 * tie every console release to a shell release. A write invalidates by the widest key covering
 * what it changed: a partner's decision changes the lists, that partner and the overview's counts.
 */
export const opsKeys = {
  all: ['ops'] as const,
  me: () => ['ops', 'me'] as const,
  partners: () => ['ops', 'partners'] as const,
  partnerList: (status: PartnerStatusFilter, page: number) => ['ops', 'partners', 'list', status, page] as const,
  partner: (id: number) => ['ops', 'partners', 'detail', id] as const,
  partnerKyc: (id: number) => ['ops', 'partners', 'kyc', id] as const,
  // Issue 39: Report & Queries and content pages.
  reports: () => ['ops', 'reports'] as const,
  reportList: (query: ReportListQuery) => ['ops', 'reports', 'list', query] as const,
  report: (id: number) => ['ops', 'reports', 'detail', id] as const,
  pages: () => ['ops', 'pages'] as const,
  pageList: () => ['ops', 'pages', 'list'] as const,
  page: (slug: string) => ['ops', 'pages', 'detail', slug] as const,
  releasesAll: () => ['ops', 'releases'] as const,
  releases: (minutes: number) => ['ops', 'releases', minutes] as const,
  members: () => ['ops', 'members'] as const,
  /** Every audit page: an ops write adds a row, so a change of members refreshes it too. */
  audit: () => ['ops', 'audit'] as const,
  auditPage: (filters: OpsAuditFilters) => ['ops', 'audit', filters] as const,
  partnerServices: () => ['ops', 'partner-services'] as const,
  partnerServiceList: (approval: ServiceApprovalFilter, page: number) => ['ops', 'partner-services', 'list', approval, page] as const,
  bookings: () => ['ops', 'bookings'] as const,
  bookingSearch: (query: OpsBookingQuery) => ['ops', 'bookings', 'search', query] as const,
  bookingLine: (id: number) => ['ops', 'bookings', 'line', id] as const,
  linePartners: (id: number) => ['ops', 'bookings', 'partners', id] as const,
  // Disputes and money (decisions 0054, 0055).
  disputes: () => ['ops', 'disputes'] as const,
  disputeList: (status: DisputeStatusFilter, page: number) => ['ops', 'disputes', 'list', status, page] as const,
  dispute: (id: number) => ['ops', 'disputes', 'detail', id] as const,
  refunds: () => ['ops', 'refunds'] as const,
  refundList: (status: RefundStatusFilter, page: number) => ['ops', 'refunds', 'list', status, page] as const,
  payouts: () => ['ops', 'payouts'] as const,
  payoutBatchList: (page: number) => ['ops', 'payouts', 'list', page] as const,
  payoutBatch: (id: number) => ['ops', 'payouts', 'batch', id] as const,
  enquiries: () => ['ops', 'enquiries'] as const,
  enquiryList: (query: OpsEnquiryQuery) => ['ops', 'enquiries', 'list', query] as const,
  enquiry: (id: number) => ['ops', 'enquiries', 'detail', id] as const,
  enquiryPartners: (id: number) => ['ops', 'enquiries', 'partners', id] as const,
};
