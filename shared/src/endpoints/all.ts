import {
  opsAllocateEnquiryEndpoint,
  opsAllocateLineEndpoint,
  opsAnswerEnquiryEndpoint,
  opsApproveLineEndpoint,
  opsApprovePartnerServiceEndpoint,
  opsBookingLinesEndpoint,
  opsCancelLineEndpoint,
  opsEnquiriesEndpoint,
  opsEnquiryPartnersEndpoint,
  opsLinePartnersEndpoint,
  opsLoginEndpoint,
  opsLogoutEndpoint,
  opsPartnerEndpoint,
  opsPartnerServicesEndpoint,
  opsPartnersEndpoint,
  opsRejectEnquiryEndpoint,
  opsRejectPartnerEndpoint,
  opsRejectPartnerServiceEndpoint,
  opsVerifyPartnerEndpoint,
} from './admin';
import type { AnyEndpoint } from './define';
import { earningInvoiceEndpoint, earningsEndpoint } from './earnings';
import { pageEndpoint } from './pages';
import { devOutboxEndpoint, healthEndpoint, readinessEndpoint } from './site';

/** Every endpoint of the catalogue: the fuzz suite and the catalogue's own test walk this list. */
export const allEndpoints: readonly AnyEndpoint[] = [
  pageEndpoint,
  earningsEndpoint,
  earningInvoiceEndpoint,
  healthEndpoint,
  readinessEndpoint,
  opsLoginEndpoint,
  opsLogoutEndpoint,
  opsPartnersEndpoint,
  opsPartnerEndpoint,
  opsVerifyPartnerEndpoint,
  opsRejectPartnerEndpoint,
  opsBookingLinesEndpoint,
  opsLinePartnersEndpoint,
  opsAllocateLineEndpoint,
  opsCancelLineEndpoint,
  opsApproveLineEndpoint,
  opsEnquiriesEndpoint,
  opsAnswerEnquiryEndpoint,
  opsRejectEnquiryEndpoint,
  opsEnquiryPartnersEndpoint,
  opsAllocateEnquiryEndpoint,
  opsPartnerServicesEndpoint,
  opsApprovePartnerServiceEndpoint,
  opsRejectPartnerServiceEndpoint,
];

/**
 * Endpoints only a development server serves (DEV_OUTBOX=true, never in production): not in
 * allEndpoints, whose every entry each server must serve; their own module's tests check them.
 */
export const devOnlyEndpoints: readonly AnyEndpoint[] = [devOutboxEndpoint];
