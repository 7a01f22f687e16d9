/**
 * The customer's enquiry calls and hooks (Pass Fast Express and service enquiries), a subpath of
 * their own: every @servenear/shared subpath is a Module Federation shared module loaded whole,
 * so keeping these out of ./api keeps them off every page that shows no enquiry. The files live
 * beside the other calls (same client and reply checks).
 */
export type {
  EnquiryStatus,
  OpsReply,
  PdEnquiry,
  PdEnquiryRequest,
  ServiceEnquiry,
} from '../api/enquiries';
export * from '../api/queries/enquiries';
