import type { AnyEndpoint } from './define';
import { earningInvoiceEndpoint, earningsEndpoint } from './earnings';
import { bookQuoteEndpoint, createEnquiryEndpoint, pdDeliveryEndpoint, pdEnquiriesEndpoint, serviceEnquiriesEndpoint } from './enquiries';
import { pageEndpoint } from './pages';
import {
  partnerChangePasswordEndpoint,
  partnerLoginEndpoint,
  partnerLogoutEndpoint,
  partnerProfileEndpoint,
  partnerRegisterEndpoint,
  partnerUpdateBankEndpoint,
  partnerUpdateProfileEndpoint,
} from './partner';
import {
  cancelledPartnerBookingsEndpoint,
  cancelPartnerBookingEndpoint,
  completedPartnerBookingsEndpoint,
  completePartnerBookingEndpoint,
  generateStartCodeEndpoint,
  openPartnerBookingsEndpoint,
  verifyStartCodeEndpoint,
} from './partnerBookings';
import {
  addCatalogueServiceEndpoint,
  deleteOwnPartnerServiceEndpoint,
  deletePartnerServiceEndpoint,
  editPartnerServiceEndpoint,
  partnerOwnServicesEndpoint,
  partnerOwnServiceValuesEndpoint,
  partnerServiceEndpoint,
  partnerServicesEndpoint,
  partnerServiceValuesEndpoint,
  uploadPartnerServiceEndpoint,
} from './partnerServices';
import { partnerPdJobEndpoint, partnerPdJobsEndpoint } from './pdJobs';
import { addWorkAreaEndpoint, deleteWorkAreaEndpoint, workAreasEndpoint } from './workAreas';

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
  partnerRegisterEndpoint,
  partnerLoginEndpoint,
  partnerLogoutEndpoint,
  partnerProfileEndpoint,
  partnerUpdateProfileEndpoint,
  partnerUpdateBankEndpoint,
  partnerChangePasswordEndpoint,
  partnerServicesEndpoint,
  partnerOwnServicesEndpoint,
  partnerServiceEndpoint,
  partnerServiceValuesEndpoint,
  partnerOwnServiceValuesEndpoint,
  uploadPartnerServiceEndpoint,
  editPartnerServiceEndpoint,
  addCatalogueServiceEndpoint,
  deletePartnerServiceEndpoint,
  deleteOwnPartnerServiceEndpoint,
  workAreasEndpoint,
  addWorkAreaEndpoint,
  deleteWorkAreaEndpoint,
];
