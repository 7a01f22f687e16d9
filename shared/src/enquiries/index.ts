/**
 * The customer's enquiry calls and hooks (Pass Fast Express and service enquiries), a subpath of
 * their own: every @servenear/shared subpath is a Module Federation shared module loaded whole,
 * so keeping these out of ./api keeps them off every page that shows no enquiry. The calls are
 * the catalogue's (shared/src/endpoints/enquiries.ts), made with the same client and reply checks.
 */
export type { EnquiryStatus, MoveStage } from '../wire/enquiries';
export type { Mover, OpsReply, PdEnquiry, ServiceEnquiry } from '../endpoints/enquiries';
export type { PdEnquiryRequest } from '../api/enquiries';
export * from '../api/queries/enquiries';
