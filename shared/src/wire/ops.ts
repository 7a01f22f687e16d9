import * as z from 'zod/mini';
import { opsRoles } from '@servenear/shared/ops-roles';
import { photoSourcesWire, serviceApprovals } from './partnerServices';
import { adminEnquiryWire } from './enquiries';

/**
 * Issue 39: the wire shapes of ops people — the sign-in's second factor, who is signed in, the
 * ops members an admin manages and the audit log. The roles and permissions are
 * ../domain/opsRoles.ts.
 */

const opsRoleWire = /* @__PURE__ */ z.enum(opsRoles);

/** POST admin/login with the right password, and admin/login/resend: the code step to come. */
const opsSecondFactorWire = /* @__PURE__ */ z.object({
  /** Opaque: sent back with the code. Only its hash is stored. */
  challenge: z.string(),
  /** The number the code went to, all but its last four digits hidden: '••••••3210'. */
  mobile_hint: z.string(),
  /** Seconds until the code (and this challenge) expire. */
  expires_in: z.int(),
  /** Seconds until another code may be asked for. */
  resend_in: z.int(),
});
export type OpsSecondFactorWire = z.infer<typeof opsSecondFactorWire>;

export const opsSecondFactorReplyWire = /* @__PURE__ */ z.object({ status: z.int(), message: z.string(), second_factor: opsSecondFactorWire });

/** GET admin/me → data. */
export const opsMeWire = /* @__PURE__ */ z.object({
  user_id: z.int(),
  name: z.string(),
  mobile: z.nullable(z.string()),
  roles: z.array(opsRoleWire),
});

/** GET admin/ops-members → data[]. */
export const opsMemberWire = /* @__PURE__ */ z.object({
  user_id: z.int(),
  name: z.string(),
  mobile: z.nullable(z.string()),
  roles: z.array(opsRoleWire),
  disabled: z.boolean(),
  /** ISO date-times. */
  disabled_at: z.nullable(z.string()),
  created_at: z.string(),
  /** Who added them; null for the first ones (the seed, the migration, the CLI on the database). */
  created_by: z.nullable(z.int()),
});
export type OpsMemberWire = z.infer<typeof opsMemberWire>;

/** POST admin/ops-members → data: the new member and, this once, their password. */
export const opsMemberCreatedWire = /* @__PURE__ */ z.extend(opsMemberWire, {
  /** Shown once, never stored in clear: the person changes it after signing in. */
  temporary_password: z.string(),
});
export type OpsMemberCreatedWire = z.infer<typeof opsMemberCreatedWire>;

/** One audit row: a state-changing ops action that succeeded. */
export const opsAuditRowWire = /* @__PURE__ */ z.object({
  id: z.int(),
  /** ISO date-time. */
  at: z.string(),
  /** null for the CLI on the database. */
  actor_id: z.nullable(z.int()),
  /** The member's name, or cli:<user>@<host>. */
  actor_label: z.string(),
  /** 'partner.verify', a CLI command such as 'partners:verify'. */
  action: z.string(),
  /** 'partner:12', 'booking-line:40'; null when the action names no one thing. */
  subject: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** The request's params and body, secrets removed; before/after where cheap. */
  details: z.record(z.string(), z.unknown()),
  /** The HTTP status answered. */
  status: z.int(),
});
export type OpsAuditRowWire = z.infer<typeof opsAuditRowWire>;

/**
 * GET admin/partner-services → data[]: a partner's own service ("other" from the upload form,
 * "added" from /add-service) as ops decide on it (issue 14; photos, description and the catalogue
 * match issue 39). Here rather than in ./partnerServices, which customers' and partners' pages load.
 */
export const opsPartnerServiceWire = /* @__PURE__ */ z.object({
  action_id: z.int(),
  partner_id: z.int(),
  partner_name: z.string(),
  origin: z.enum(['other', 'added']),
  name: z.string(),
  category_name: z.string(),
  subcategory_name: z.string(),
  approval: z.enum(serviceApprovals),
  rejection_reason: z.nullable(z.string()),
  created_at: z.string(),
  /** What the partner wrote about it; '' when nothing (an added service has no upload fields). */
  description: z.string(),
  /** Its processed photos at 640 px wide, JPEG, and in every size for <picture>. */
  image_url: z.array(z.string()),
  image_sources: z.array(photoSourcesWire),
  /**
   * The subcategory's catalogue service of that name (any case), which approving links it to at
   * its own rates (whole rupees); null when approving makes a new one, whose day and hour rates
   * ops then give.
   */
  catalogue_service: z.nullable(z.object({ id: z.int(), name: z.string(), rate_per_day: z.int(), rate_per_hour: z.int() })),
});
export type OpsPartnerServiceWire = z.infer<typeof opsPartnerServiceWire>;

/**
 * Ours (issue 39): GET admin/enquiries/{id} → data: the list's row and what the customer asked.
 * A service enquiry fills email, address and the slot; a move request from_address, to_address,
 * move_date, its photos and video (signed links) and its mover; the other kind's fields are null
 * or empty.
 */
export const adminEnquiryDetailWire = /* @__PURE__ */ z.object({
  ...adminEnquiryWire.shape,
  /** The customer's own words: the service enquiry's description, or what the move carries. */
  description: z.string(),
  email: z.nullable(z.string()),
  address: z.nullable(z.string()),
  service_id: z.nullable(z.int()),
  work_type: z.nullable(z.enum(['day', 'hour'])),
  day_hours: z.nullable(z.int()),
  service_date: z.nullable(z.string()),
  service_time: z.nullable(z.string()),
  from_address: z.nullable(z.string()),
  to_address: z.nullable(z.string()),
  /** YYYY-MM-DD. */
  move_date: z.nullable(z.string()),
  /** Each photo at 640 px, JPEG. */
  images: z.array(z.string()),
  video: z.nullable(z.string()),
  /** The partner allocated, by name; null when none is. */
  partner_name: z.nullable(z.string()),
});
export type AdminEnquiryDetailWire = z.infer<typeof adminEnquiryDetailWire>;
