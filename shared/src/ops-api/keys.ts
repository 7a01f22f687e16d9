import type { OpsBookingQuery } from './bookings';
import type { PartnerStatusFilter } from './partnerStatus';

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
  partnerList: (status: PartnerStatusFilter) => ['ops', 'partners', 'list', status] as const,
  partner: (id: number) => ['ops', 'partners', 'detail', id] as const,
  partnerKyc: (id: number) => ['ops', 'partners', 'kyc', id] as const,
  bookings: () => ['ops', 'bookings'] as const,
  bookingSearch: (query: OpsBookingQuery) => ['ops', 'bookings', 'search', query] as const,
  bookingLine: (id: number) => ['ops', 'bookings', 'line', id] as const,
  linePartners: (id: number) => ['ops', 'bookings', 'partners', id] as const,
};
