import * as z from 'zod/mini';
import { lineStatuses, type LineStatus } from '../domain';
import { loginSchema } from '../schemas/auth';
import { enquiryAnswerSchema, enquiryRejectSchema, pdAllocateSchema } from '../schemas/enquiry';
import { databaseId, idParams } from '../schemas/idSchemas';
import { pageInput } from './coordinates';
import { OPS_LIST_PER_PAGE, perPageInput } from './opsPaging';
import { approveServiceSchema, rejectServiceSchema } from '../schemas/partnerService';
import {
  adminBookingLineWire,
  arrivalRequestPageWire,
  eligiblePartnerWire,
  lineCancelledWire,
  partnerKycWire,
  partnerListItemWire,
  partnerSuspendedWire,
} from '../wire/admin';
import { adminEnquiryDetailWire, opsPartnerServiceWire, opsSecondFactorReplyWire } from '../wire/ops';
import { adminEnquiryWire, enquiryKinds, enquiryStatuses, pdPartnerChoiceWire } from '../wire/enquiries';
import { serviceApprovals } from '../wire/partnerServices';
import { defineEndpoint, emptyBody, envelope, messageEnvelope, messageReply, pageEnvelope } from './define';

/*
 * The ops API under /api/admin (issues 3, 5, 14 and 15): sign-in, partner verification, booking
 * allocation, partners' own services and customers' enquiries. Two clients call it: the admin CLI
 * through a running server (server/src/cli/opsAdmin.ts), and the ops console (remote-ops) through
 * the hooks of @servenear/shared/ops-api, whose query keys are the console's own (ops-api/keys.ts,
 * under ['ops', …]), not the host contract's.
 */

/** What the partner-verification calls answer or refuse with. */
export const adminMessages = {
  reason: 'Please give a reason of 3 to 300 characters.',
  status: 'Status must be pending, verified, rejected or suspended.',
  notFound: 'Partner not found.',
  notPending: 'This partner is not waiting for verification.',
  verified: 'Partner verified.',
  rejected: 'Partner rejected.',
  // Issue 36.
  noIdProof: 'This partner has uploaded no ID proof: ask them for one before verifying.',
  notVerified: 'Only a verified partner can be suspended.',
  notSuspended: 'This partner is not suspended.',
  suspended: 'Partner suspended.',
  reinstated: 'Partner reinstated.',
  noBankChange: 'This partner has no changed bank details waiting for a check.',
  unknownIfsc: 'This partner’s IFSC code does not match any bank branch: ask them to correct their bank details.',
  bankVerified: 'Bank details verified: payouts resume.',
} as const;

/** What the booking-line calls answer or refuse with. */
export const bookingAdminMessages = {
  status: `Status must be one of ${lineStatuses.join(', ')}.`,
  choosePartner: 'Please choose a partner.',
  partnerNotVerified: 'This partner is not verified.',
  doesNotOffer: 'This partner does not offer this service.',
  notNear: 'This partner does not work near this booking.',
  noPlace: 'This booking has no location yet. Ask the customer for a locality or PIN code before allocating it.',
  allocated: 'Booking allocated.',
  cancelled: 'Booking cancelled.',
  approved: 'Booking approved.',
} as const;

/**
 * POST admin/login: the partner login's body; the login limits read its mobile once normalised.
 * Issue 39: the first of two steps; admin/login/code (./ops.ts) opens the session.
 */
export const opsLoginEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/login',
  summary: 'Sign in as ops, first step: the password, then a code is texted',
  description:
    'Opens no session: with the right password a 6-digit code is texted to the member’s number and `second_factor.challenge` goes with ' +
    'it to admin/login/code. A code sent less than `resend_in` seconds ago is not sent again: the new challenge takes that code. ' +
    'A disabled member is a 403 (after the right password only).',
  body: loginSchema,
  reply: opsSecondFactorReplyWire,
});

/** POST admin/logout: the body's token is ignored; the session that made the request is the one ended. */
export const opsLogoutEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/logout',
  summary: 'Sign out: end the session that made the request',
  body: emptyBody,
  reply: messageReply,
});

/**
 * GET admin/partners?status=&page=&per_page=: which partners to list; pending ones unless told,
 * a page at a time. Every verification state, suspended too (decision 0045: a suspension is one).
 */
export const opsPartnersQuerySchema = /* @__PURE__ */ z.object({
  status: z._default(z.enum(['pending', 'verified', 'rejected', 'suspended'], { error: adminMessages.status }), 'pending'),
  page: pageInput,
  per_page: perPageInput(OPS_LIST_PER_PAGE),
});
export type OpsPartnersQuery = z.output<typeof opsPartnersQuerySchema>;

/** A partner's account id in the path; a well-formed id of no partner is a 404. */
const partnerParams = /* @__PURE__ */ idParams('id');

/** Why ops decided, 3 to 300 characters: told to the partner. */
const opsReason = () =>
  z.string({ error: adminMessages.reason }).check(z.trim(), z.minLength(3, { error: adminMessages.reason }), z.maxLength(300, { error: adminMessages.reason }));

/** POST admin/partners/{id}/reject, and the CLI's --reason: why, told to the partner at sign-in. */
export const partnerRejectionSchema = /* @__PURE__ */ z.object({ reason: opsReason() });
export type PartnerRejection = z.output<typeof partnerRejectionSchema>;

export const opsPartnersEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/partners',
  summary: 'Partners in one verification state, with their ID proofs, oldest first, paged',
  description:
    '`status` is pending (the default), verified, rejected or suspended. Each ID proof’s `url` opens for an admin (or the partner) only. ' +
    `\`page\` from 1; \`per_page\` 1 to 200 (${OPS_LIST_PER_PAGE} unless told); \`total\` counts every partner in that state.`,
  query: opsPartnersQuerySchema,
  reply: pageEnvelope(partnerListItemWire),
});

export const opsPartnerEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/partners/:id',
  summary: 'One partner of any verification state, with their ID proofs',
  description: 'Any status: ops may look again at a verified, rejected or suspended partner’s ID proofs. Each ID proof’s `url` opens for an admin (or the partner) only.',
  params: partnerParams,
  reply: envelope(partnerListItemWire),
});

export const opsVerifyPartnerEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/partners/:id/verify',
  summary: 'Verify a pending partner',
  description: 'Verifying reads no body: whatever is sent is dropped. A partner no longer pending is a 409.',
  params: partnerParams,
  body: emptyBody,
  reply: messageReply,
});

export const opsRejectPartnerEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/partners/:id/reject',
  summary: 'Reject a pending partner, telling them why',
  description: 'The partner’s open sessions end. A partner no longer pending is a 409.',
  params: partnerParams,
  body: partnerRejectionSchema,
  reply: messageReply,
});

/** POST admin/partners/{id}/suspend, and the CLI's --reason: why, told to the partner (the rejection's rule). */
export const partnerSuspensionSchema = /* @__PURE__ */ z.object({ reason: opsReason() });
export type PartnerSuspension = z.output<typeof partnerSuspensionSchema>;

export const opsPartnerKycEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/partners/:id/kyc',
  summary: 'A partner’s KYC: date of birth and age, address, whether the mobile is confirmed, bank details and links to the ID proofs',
  description:
    'Any status. `mobile_confirmed`: the partner entered the code texted to his number (no verification before). ' +
    'Each ID proof’s `url` opens for an admin (or the partner) only.',
  params: partnerParams,
  reply: envelope(partnerKycWire),
});

export const opsSuspendPartnerEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/partners/:id/suspend',
  summary: 'Suspend a verified partner, telling them why',
  description:
    'His sessions end and he cannot sign in; his services leave the near-me lists and he is no longer offered for allocation. ' +
    'His jobs not started go back to ops as pending (the customer’s booking is kept); started ones stay with him and are listed ' +
    'for ops to settle. A partner not verified is a 409.',
  params: partnerParams,
  body: partnerSuspensionSchema,
  reply: messageEnvelope(partnerSuspendedWire),
});

export const opsReinstatePartnerEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/partners/:id/reinstate',
  summary: 'Reinstate a suspended partner',
  description: 'Verified again: listed and offered for allocation again; the jobs released at his suspension stay with ops. A partner not suspended is a 409.',
  params: partnerParams,
  body: emptyBody,
  reply: messageReply,
});

export const opsBankChangesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/partners/bank-changes',
  summary: 'Partners whose changed bank details wait for a check (payouts on hold), oldest change first',
  reply: envelope(z.array(partnerKycWire)),
});

export const opsVerifyBankEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/partners/:id/bank/verify',
  summary: 'Confirm a partner’s changed bank details: the payout hold ends',
  description: 'No hold is a 409; an IFSC that names no branch is a 409 too (the partner must correct it).',
  params: partnerParams,
  body: emptyBody,
  reply: messageReply,
});

/** GET admin/bookings?status=: which lines to list; pending ones unless told. */
export const opsLinesQuerySchema = /* @__PURE__ */ z.object({
  status: z._default(z.enum(lineStatuses as readonly [LineStatus, ...LineStatus[]], { error: bookingAdminMessages.status }), 'pending'),
});
export type LineStatusFilter = z.output<typeof opsLinesQuerySchema>;

/** A booking line's id in the path; a well-formed id of no line is a 404. */
const lineParams = /* @__PURE__ */ idParams('id');

/** POST admin/bookings/lines/{id}/allocate, and the CLI's partner argument: who takes the line. */
export const lineAllocationSchema = /* @__PURE__ */ z.object({ partner_id: databaseId(bookingAdminMessages.choosePartner) });
export type LineAllocation = z.output<typeof lineAllocationSchema>;

export const opsBookingLinesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/bookings',
  summary: 'Booking lines in one status, with their booking’s address and customer',
  description: `\`status\` is one of ${lineStatuses.join(', ')}; pending when absent.`,
  query: opsLinesQuerySchema,
  reply: envelope(z.array(adminBookingLineWire)),
});

export const opsLinePartnersEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/bookings/lines/:id/partners',
  summary: 'Partners who may take a booking line, nearest first',
  description: 'Verified partners who offer the service and work near the booking. Empty when the booking has no location.',
  params: lineParams,
  reply: envelope(z.array(eligiblePartnerWire)),
});

export const opsAllocateLineEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/bookings/lines/:id/allocate',
  summary: 'Allocate a pending booking line to a partner',
  description: 'The partner must be verified, offer the service and work near the booking. Of two ops allocating one line at once exactly one wins.',
  params: lineParams,
  body: lineAllocationSchema,
  reply: messageReply,
});

export const opsCancelLineEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/bookings/lines/:id/cancel',
  summary: 'Cancel a booking line not yet done',
  description: 'Reads no body: whatever is sent is dropped. A paid line’s price is owed back (data.refund_amount).',
  params: lineParams,
  body: emptyBody,
  reply: messageEnvelope(lineCancelledWire),
});

export const opsApproveLineEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/bookings/lines/:id/approve',
  summary: 'Approve a completed booking line in the customer’s place',
  description: 'Reads no body: whatever is sent is dropped. A line not completed, or approved already, is a 409.',
  params: lineParams,
  body: emptyBody,
  reply: messageReply,
});

/** GET admin/enquiries?status=&kind=&page=&per_page=: pending ones of both kinds unless told, a page at a time. */
export const opsEnquiriesQuerySchema = /* @__PURE__ */ z.object({
  status: z._default(z.enum(enquiryStatuses, { error: `Status must be one of ${enquiryStatuses.join(', ')}.` }), 'pending'),
  kind: z.optional(z.enum(enquiryKinds, { error: `Kind must be one of ${enquiryKinds.join(', ')}.` })),
  page: pageInput,
  per_page: perPageInput(OPS_LIST_PER_PAGE),
});
export type OpsEnquiriesQuery = z.output<typeof opsEnquiriesQuerySchema>;

/** An enquiry's id in the path; a well-formed id of no enquiry is a 404. */
const enquiryParams = /* @__PURE__ */ idParams('id');

export const opsEnquiriesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/enquiries',
  summary: 'Service enquiries and Pass Fast Express requests by status, oldest first, paged',
  description:
    '`status` is pending (the default), enquired or rejected; `kind` (service or pd) narrows to one kind. ' +
    `\`page\` from 1; \`per_page\` 1 to 200 (${OPS_LIST_PER_PAGE} unless told); \`total\` counts every matching enquiry.`,
  query: opsEnquiriesQuerySchema,
  reply: pageEnvelope(adminEnquiryWire),
});

export const opsEnquiryEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/enquiries/:id',
  summary: 'One enquiry of either kind and any status, with what the customer asked',
  description:
    'A service enquiry’s contact, address and slot; a move request’s From and To addresses, day, photos and video (signed links) and its mover. ' +
    'A well-formed id of no enquiry is a 404.',
  params: enquiryParams,
  reply: envelope(adminEnquiryDetailWire),
});

export const opsAnswerEnquiryEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/enquiries/:id/answer',
  summary: 'Answer a pending enquiry, maybe with a quote in rupees',
  description:
    'pending → enquired. `message` is what the customer reads; `quote` is whole rupees (1 to 10,00,000). An enquiry no longer ' +
    'pending is a 409: of two ops deciding at once exactly one wins. The customer is notified, and sent an SMS.',
  params: enquiryParams,
  body: enquiryAnswerSchema,
  reply: messageReply,
});

export const opsRejectEnquiryEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/enquiries/:id/reject',
  summary: 'Reject a pending enquiry, telling the customer why',
  description: 'pending → rejected; the reason is stored as the answer. An enquiry no longer pending is a 409.',
  params: enquiryParams,
  body: enquiryRejectSchema,
  reply: messageReply,
});

export const opsEnquiryPartnersEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/enquiries/:id/partners',
  summary: 'Verified partners near a Pass Fast Express request’s From address, nearest first',
  description:
    'Partners one of whose work places reaches the From address (its radius, at most the near-me radius), at most 20. Empty when ' +
    'the address could not be placed. A service enquiry is a 409.',
  params: enquiryParams,
  reply: envelope(z.array(pdPartnerChoiceWire)),
});

export const opsAllocateEnquiryEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/enquiries/:id/allocate',
  summary: 'Allocate a Pass Fast Express request to a verified partner',
  description:
    'Pending or answered requests; a rejected one, a service enquiry or a partner not verified is a 409, no such partner a 404. ' +
    'Allocating again gives it to the new partner. The partner is notified, and sent an SMS.',
  params: enquiryParams,
  body: pdAllocateSchema,
  reply: messageReply,
});

/** Own services a page of GET admin/partner-services holds unless told. */
export const PARTNER_SERVICES_PER_PAGE = 20;

/** GET admin/partner-services?approval=&page=&per_page=: which offers to list; pending ones unless told, a page at a time. */
export const opsPartnerServicesQuerySchema = /* @__PURE__ */ z.object({
  approval: z._default(z.enum(serviceApprovals, { error: 'Approval must be pending, rejected or approved.' }), 'pending'),
  page: pageInput,
  per_page: perPageInput(PARTNER_SERVICES_PER_PAGE),
});
export type OpsPartnerServicesQuery = z.output<typeof opsPartnerServicesQuerySchema>;

/** One page of own services: `total` counts every one with that approval. */
/** An offer's action id in the path; a well-formed id of no partner's own service is a 404. */
const offerParams = /* @__PURE__ */ idParams('id');

export const opsPartnerServicesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/partner-services',
  summary: 'Partners’ own services ("other" and added) by approval, oldest first, paged',
  description:
    '`approval` is pending (the default), rejected or approved. Each comes with its ready photos and, in `catalogue_service`, the ' +
    'subcategory’s service of that name that approving links it to (null: approving makes one, with the rates given). ' +
    `\`page\` from 1; \`per_page\` 1 to 200 (${PARTNER_SERVICES_PER_PAGE} unless told); \`total\` counts every matching service.`,
  query: opsPartnerServicesQuerySchema,
  reply: pageEnvelope(opsPartnerServiceWire),
});

export const opsApprovePartnerServiceEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/partner-services/:id/approve',
  summary: 'Approve a partner’s own service',
  description:
    'Links it to the subcategory’s catalogue service of that name (any case), or makes that service with `rate_per_day` and ' +
    '`rate_per_hour` (then both are required, 422). The same name in another subcategory, or a service the partner already ' +
    'offers, is a 409; so is an offer no longer pending. The partner is told.',
  params: offerParams,
  body: approveServiceSchema,
  reply: messageReply,
});

export const opsRejectPartnerServiceEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/partner-services/:id/reject',
  summary: 'Reject a partner’s own service, telling them why',
  description: 'An offer no longer pending is a 409. The partner may edit it, which asks for approval again.',
  params: offerParams,
  body: rejectServiceSchema,
  reply: messageReply,
});

/** Arrival requests a page holds: a screen of the CLI's table. */
export const ARRIVAL_REQUESTS_PER_PAGE = 50;
/** Places the counts name, most asked for first. */
export const ARRIVAL_PLACES_LISTED = 100;

/** GET admin/arrival-requests?page=: the page, from 1. */
export const opsArrivalRequestsQuerySchema = /* @__PURE__ */ z.object({
  page: pageInput.check(z.describe(`The page, from 1 (${ARRIVAL_REQUESTS_PER_PAGE} requests a page)`)),
});

/** Issue 37 (ours): the "tell me when you arrive" requests, so ops can text them when partners start there. */
export const opsArrivalRequestsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/arrival-requests',
  summary: 'Requests to be texted when the site serves a place, newest first, with counts per place (ours)',
  description:
    `\`requests\`: ${ARRIVAL_REQUESTS_PER_PAGE} a page, newest first; \`next_page\` is null on the last page, \`total\` counts them all. ` +
    `\`places\`: every page's requests counted per place (case aside, named as last typed), most asked for first, at most ${ARRIVAL_PLACES_LISTED}.`,
  query: opsArrivalRequestsQuerySchema,
  reply: envelope(arrivalRequestPageWire),
});
export type { AdminEnquiryDetailWire } from '../wire/ops';
