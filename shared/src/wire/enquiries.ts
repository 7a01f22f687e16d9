import * as z from 'zod/mini';
import { mediaStatusWire, photoSourcesWire } from './partnerServices';

/**
 * Enquiries (customer §3 'Move (Pass Fast Express) enquiry', 'Service enquiry'; §4 'Enquiry
 * statuses'; §7 'Enquiries'): what GET user/pdenquiry/list, GET user/service/enquiry/list, the
 * partner's pickup-and-delivery jobs and the admin API answer. Fields the spec does not name are
 * ours and marked so. Photos and videos are the media pipeline's (server/src/modules/media).
 */

/** customer §4. pending: waiting for ops; enquired: ops answered (maybe with a quote); rejected: ops refused, with a reason. */
export const enquiryStatuses = ['pending', 'enquired', 'rejected'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** Ours: a service enquiry, or a pickup-and-delivery (Pass Fast Express) request. One id space for both. */
export const enquiryKinds = ['service', 'pd'] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];

/** Ours: what ops said. The answer when enquired, the reason when rejected; null while pending. */
const opsReply = {
  answer: z.nullable(z.string()),
  /** Ours: the quoted price in whole rupees, when ops gave one with the answer. */
  quote: z.nullable(z.int()),
  /** Ours: when ops answered or rejected (ISO 8601). */
  answered_at: z.nullable(z.string()),
};

/**
 * Ours (issue 37): where a move request stands, decided by the server from the row
 * (server/src/modules/enquiries/moves/stages.ts; docs/architecture.md §6). requested: waiting for
 * ops; answered: ops replied with no price; quoted: ops' price waits for the customer; rejected;
 * accepted: the customer took the quote (a booking to pay); paid; picked_up and delivered: the
 * mover's two steps, each with a photo.
 */
export const moveStages = ['requested', 'answered', 'quoted', 'rejected', 'accepted', 'paid', 'picked_up', 'delivered'] as const;
export type MoveStage = (typeof moveStages)[number];

/** Ours (issue 37): the mover's steps, each with when and the photo he took (a signed link). */
const moveSteps = {
  picked_up_at: z.nullable(z.string()),
  pickup_photo: z.nullable(z.string()),
  delivered_at: z.nullable(z.string()),
  delivery_photo: z.nullable(z.string()),
};

/** Ours (issue 37): the mover ops allocated, as the customer sees him. */
export const moverWire = /* @__PURE__ */ z.object({
  name: z.string(),
  /** A signed link to his profile photo; null when he has none. */
  image_url: z.nullable(z.string()),
  /** Ten digits, for a call link. */
  mobile: z.string(),
  /** Checked by ops (KYC): true while his account is verified. */
  verified: z.boolean(),
  /** Jobs he finished on the site: completed booking lines and delivered moves. */
  jobs_done: z.int(),
  /** His average rating over his reviews, 1 to 5; null while he has none. */
  rating: z.nullable(z.number()),
});
export type MoverWire = z.infer<typeof moverWire>;

/** GET user/pdenquiry/list → data: the customer's own requests, newest first. */
export const pdEnquiryWire = /* @__PURE__ */ z.object({
  /** Ours. */
  id: z.int(),
  fromaddress: z.string(),
  toaddress: z.string(),
  mobile: z.string(),
  /** The chosen day (YYYY-MM-DD), sent as `dob`. */
  date: z.string(),
  description: z.string(),
  /** Each photo at 640 px, JPEG. */
  images: z.array(z.string()),
  /** Ours: each photo in every size and format, for <picture>. */
  image_sources: z.array(photoSourcesWire),
  video: z.nullable(z.string()),
  /** Ours. */
  status: z.enum(enquiryStatuses),
  /** Ours: straight-line distance between the two addresses as geocoded; null when one could not be placed. */
  distance_km: z.nullable(z.number()),
  /** Ours: ISO 8601. */
  created_at: z.string(),
  ...opsReply,
  /** Ours (issue 37). */
  stage: z.enum(moveStages),
  /** Ours: the booking made when the quote was accepted, paid through the payment calls; null until then. */
  booking_id: z.nullable(z.int()),
  ...moveSteps,
  /** Ours: the mover, once ops allocated one. */
  mover: z.nullable(moverWire),
  /** Ours (issue 37): the customer's photos and video still processing or failed. */
  media_status: mediaStatusWire,
});
export type PdEnquiryWire = z.infer<typeof pdEnquiryWire>;

/** GET user/service/enquiry/list → data: the customer's own service enquiries, newest first. */
export const serviceEnquiryWire = /* @__PURE__ */ z.object({
  /** Ours. */
  id: z.int(),
  user_name: z.string(),
  user_email: z.string(),
  mobile: z.string(),
  /** The service's name. */
  name: z.string(),
  /** YYYY-MM-DD in India. */
  created_date: z.string(),
  /** HH:MM in India. */
  created_time: z.string(),
  address: z.string(),
  description: z.string(),
  /** The service's images. */
  image_url: z.array(z.string()),
  status: z.enum(enquiryStatuses),
  service_id: z.int(),
  /** Ours: the slot asked for, named as a booking line names it; all null when none was (the spec's payload has none). */
  work_type: z.nullable(z.enum(['day', 'hour'])),
  day_hours: z.nullable(z.int()),
  service_date: z.nullable(z.string()),
  service_time: z.nullable(z.string()),
  ...opsReply,
  /** Ours: the booking made from the quote (POST user/service/enquiry/{id}/book); null until then. */
  booking_id: z.nullable(z.int()),
});
export type ServiceEnquiryWire = z.infer<typeof serviceEnquiryWire>;

/** POST user/pd/delivery and POST user/create-enquiry → data. */
export const enquiryCreatedWire = /* @__PURE__ */ z.object({ id: z.int() });

/**
 * Ours: POST user/service/enquiry/{id}/book → data: the booking to pay on
 * /picker-service-booking?booking_id={id}; POST user/pdenquiry/{id}/accept → data: the move's
 * booking, paid through user/createRazorpayOrder.
 */
export const enquiryBookedWire = /* @__PURE__ */ z.object({ id: z.int() });

/** Ours: GET employee/pdenquiry/list and employee/pdenquiry/{id} → data: requests ops allocated to this partner. */
export const pdJobWire = /* @__PURE__ */ z.object({
  id: z.int(),
  /** The customer's name. */
  name: z.string(),
  mobile: z.string(),
  fromaddress: z.string(),
  toaddress: z.string(),
  date: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  image_sources: z.array(photoSourcesWire),
  video: z.nullable(z.string()),
  distance_km: z.nullable(z.number()),
  status: z.enum(enquiryStatuses),
  /** What ops told the customer (and the quote), so the partner knows what was agreed. */
  answer: z.nullable(z.string()),
  quote: z.nullable(z.int()),
  /** ISO 8601. */
  allocated_at: z.string(),
  /** Ours (issue 37): the mover may pick up once paid, deliver once picked up. */
  stage: z.enum(moveStages),
  ...moveSteps,
  /** Ours (issue 37): which of the mover's own step photos are not ready; absent when all are. */
  media_status: mediaStatusWire,
});
export type PdJobWire = z.infer<typeof pdJobWire>;

/** Ours: GET admin/enquiries?status=&kind= → data. */
export const adminEnquiryWire = /* @__PURE__ */ z.object({
  id: z.int(),
  kind: z.enum(enquiryKinds),
  status: z.enum(enquiryStatuses),
  customer_id: z.int(),
  customer_name: z.string(),
  mobile: z.string(),
  /** The service's name for a service enquiry; 'Pass Fast Express' for a move request. */
  title: z.string(),
  /** The service enquiry's description, or 'from → to' with the day for a move request. */
  summary: z.string(),
  created_at: z.string(),
  ...opsReply,
  /** Move requests only: the partner allocated, if any. */
  partner_id: z.nullable(z.int()),
  distance_km: z.nullable(z.number()),
  booking_id: z.nullable(z.int()),
  /** Ours (issue 37): a move request's stage; null for a service enquiry. */
  move_stage: z.nullable(z.enum(moveStages)),
});
export type AdminEnquiryWire = z.infer<typeof adminEnquiryWire>;

/** Ours: GET admin/enquiries/{id}/partners → data: verified partners nearest the move's From address. */
export const pdPartnerChoiceWire = /* @__PURE__ */ z.object({
  partner_id: z.int(),
  name: z.string(),
  mobile: z.string(),
  distance_km: z.number(),
});
export type PdPartnerChoiceWire = z.infer<typeof pdPartnerChoiceWire>;
