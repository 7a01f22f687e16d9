import * as z from 'zod/mini';

/**
 * The partner's services (partner §3 'Employee service card', 'Service edit loads'), as
 * GET employee/getservice, employee/newservice, employee/getservice/{id},
 * employee/editservice/{id} and employee/other/editservice/{id} return them. Fields the spec
 * does not name are ours and marked so.
 */

/** Ours: whether customers can see the service. A catalogue service is approved at once; an "other" or added one waits for ops. */
export const serviceApprovals = ['approved', 'pending', 'rejected'] as const;

/** partner §3 'Service upload': employeeType. */
export const serviceEmployeeTypes = ['part_time', 'full_time'] as const;

/** Ours: one stored photo in every size, as `srcset` strings ("url 320w, url 640w, url 1280w"). */
export const photoSourcesWire = /* @__PURE__ */ z.object({ webp: z.string(), jpeg: z.string() });

/**
 * Ours (issue 37): the uploader's own media that are not ready yet, each by its stored name (a
 * photo's 32-hex stem, a video's file name, as in its URLs): 'processing' while its job runs,
 * 'failed' when it could not be processed. A ready medium is not listed; absent: all ready.
 * A list, not a record, and the status checked as a string: zod's record and one more enum would
 * add bytes to every partner and customer page that loads these schemas (bench/README.md budgets).
 */
export const mediaStatusWire = /* @__PURE__ */ z.optional(z.array(z.object({ name: z.string(), status: z.string() })));
export type MediaStatusWire = Array<{ name: string; status: 'processing' | 'failed' | (string & {}) }>;

export const partnerServiceCardWire = /* @__PURE__ */ z.object({
  /** The catalogue service; null for an "other" or added service ops have not approved. */
  id: z.nullable(z.int()),
  /** The partner's own offer of it: what edit and delete name. */
  action_id: z.int(),
  /** The catalogue name, or the partner's own name for an "other" or added service. */
  name: z.string(),
  /** 'service' (bookable) or 'enquiry' for a catalogue service; 'other' for the partner's own. */
  servicetype: z.string(),
  category_name: z.string(),
  subcategory_name: z.string(),
  /** Null for a service added on /add-service, which has no upload fields. */
  employee_type: z.nullable(z.enum(serviceEmployeeTypes)),
  /** Each photo at 640 px wide, JPEG; the catalogue's image when the partner has none. */
  image_url: z.array(z.string()),
  /** Ours: each photo in every size and format, for <picture>; empty when image_url is the catalogue's. */
  image_sources: z.array(photoSourcesWire),
  video_url: z.nullable(z.string()),
  /** Ours. */
  approval: z.enum(serviceApprovals),
  /** Ours: what ops wrote when they refused it. */
  rejection_reason: z.nullable(z.string()),
  /** Ours (issue 37): the photos and video still processing or failed. */
  media_status: mediaStatusWire,
});
export type PartnerServiceCardWire = z.infer<typeof partnerServiceCardWire>;

/** GET employee/editservice/{id} and employee/other/editservice/{id} → data: the stored values. */
export const partnerServiceEditWire = /* @__PURE__ */ z.object({
  action_id: z.int(),
  username: z.string(),
  mobile_number: z.string(),
  email: z.string(),
  address: z.string(),
  /** The catalogue service; null for an "other" service not yet approved. */
  service_id: z.nullable(z.int()),
  category_id: z.int(),
  subcategory_id: z.int(),
  employee_type: z.nullable(z.enum(serviceEmployeeTypes)),
  description: z.string(),
  image_url: z.array(z.string()),
  video_url: z.nullable(z.string()),
  checkbox: z.boolean(),
  /** Ours: the partner's name for an "other" service; null for a catalogue one. */
  custom_service: z.nullable(z.string()),
  /** Ours. */
  approval: z.enum(serviceApprovals),
  /** Ours (issue 37): the photos and video still processing or failed. */
  media_status: mediaStatusWire,
});
export type PartnerServiceEditWire = z.infer<typeof partnerServiceEditWire>;

/** Ours: GET service/subcategory/{subcategoryId} → data: the catalogue services the upload form offers. */
export const serviceChoiceWire = /* @__PURE__ */ z.object({ id: z.int(), name: z.string() });
export type ServiceChoiceWire = z.infer<typeof serviceChoiceWire>;
