import type { AnyEndpoint } from './define';
import { earningInvoiceEndpoint, earningsEndpoint } from './earnings';
import { bookQuoteEndpoint, createEnquiryEndpoint, pdDeliveryEndpoint, pdEnquiriesEndpoint, serviceEnquiriesEndpoint } from './enquiries';
import { pageEndpoint } from './pages';
import {
  cancelledPartnerBookingsEndpoint,
  cancelPartnerBookingEndpoint,
  completedPartnerBookingsEndpoint,
  completePartnerBookingEndpoint,
  generateStartCodeEndpoint,
  openPartnerBookingsEndpoint,
  verifyStartCodeEndpoint,
} from './partnerBookings';
import { partnerPdJobEndpoint, partnerPdJobsEndpoint } from './pdJobs';

/** Every endpoint of the catalogue: the fuzz suite and the catalogue's own test walk this list. */
export const allEndpoints: readonly AnyEndpoint[] = [
  pageEndpoint,
  earningsEndpoint,
  earningInvoiceEndpoint,
  openPartnerBookingsEndpoint,
  completedPartnerBookingsEndpoint,
  cancelledPartnerBookingsEndpoint,
  generateStartCodeEndpoint,
  verifyStartCodeEndpoint,
  completePartnerBookingEndpoint,
  cancelPartnerBookingEndpoint,
  partnerPdJobsEndpoint,
  partnerPdJobEndpoint,
  pdDeliveryEndpoint,
  createEnquiryEndpoint,
  pdEnquiriesEndpoint,
  serviceEnquiriesEndpoint,
  bookQuoteEndpoint,
];
