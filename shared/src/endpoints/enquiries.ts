import * as z from 'zod/mini';
import { indianDate, indianTime } from '@servenear/shared/domain';
import { queryKeys } from '@servenear/shared/host';
import { idParams } from '../schemas/idSchemas';
import {
  enquiryBookedWire,
  enquiryCreatedWire,
  pdEnquiryWire,
  serviceEnquiryWire,
  type EnquiryStatus,
  type MoveStage,
  type MoverWire,
} from '../wire/enquiries';
import type { MediaStatusWire } from '../wire/partnerServices';
import { defineEndpoint, envelope, messageEnvelope } from './define';

/*
 * The customer's enquiries (customer §3, §7 'Enquiries'): Pass Fast Express requests and service
 * enquiries, and ours, booking a quoted enquiry. Wire shapes: shared/src/wire/enquiries.ts; form
 * rules and messages: @servenear/shared/enquiry-schemas. The hooks are exported from
 * @servenear/shared/enquiries only, so pages that never show an enquiry do not download them.
 */

/**
 * The keys of the customer's enquiries. Under the `bookings` root, so the shell drops them when the
 * session changes, but not in the host contract's queryKeys: only the enquiry screens read or
 * write them, so no other app has to agree on them and the contract's version stays as it is.
 */
export const enquiryKeys = {
  all: [...queryKeys.bookings.all, 'enquiries'] as const,
  pd: () => [...queryKeys.bookings.all, 'enquiries', 'pd'] as const,
  service: () => [...queryKeys.bookings.all, 'enquiries', 'service'] as const,
};

/** Ops' side of an enquiry: the answer (or the rejection's reason), the quote in rupees, when. */
export interface OpsReply {
  answer: string | null;
  quote: number | null;
  answeredAt: string | null;
}

/** One photo in every size, as srcset strings for <picture>. */
export interface PhotoSources {
  webp: string;
  jpeg: string;
}

/** A Pass Fast Express (pickup and delivery) request, as /pd-enquiry lists it. */
export interface PdEnquiry extends OpsReply {
  id: number;
  fromAddress: string;
  toAddress: string;
  mobile: string;
  /** YYYY-MM-DD. */
  date: string;
  description: string;
  /** Each photo at 640 px, JPEG. */
  images: string[];
  imageSources: PhotoSources[];
  video: string | null;
  /** Ours (issue 37): the photos and video still processing or failed (@servenear/shared/media-states reads them). */
  notReady?: MediaStatusWire | undefined;
  status: EnquiryStatus;
  distanceKm: number | null;
  createdAt: string;
  /** Ours (issue 37): where the move stands, as the server decided it. */
  stage: MoveStage;
  /** The booking made when the quote was accepted: it is paid as any booking. */
  bookingId: number | null;
  pickedUpAt: string | null;
  pickupPhoto: string | null;
  deliveredAt: string | null;
  deliveryPhoto: string | null;
  mover: Mover | null;
}

/** The mover ops allocated, as the customer sees him. `rating` is null while he has no reviews. */
export interface Mover {
  name: string;
  imageUrl: string | null;
  mobile: string;
  verified: boolean;
  jobsDone: number;
  rating: number | null;
}

const moverOf = (wire: MoverWire): Mover => ({
  name: wire.name,
  imageUrl: wire.image_url,
  mobile: wire.mobile,
  verified: wire.verified,
  jobsDone: wire.jobs_done,
  rating: wire.rating,
});

export interface EnquirySlot {
  workType: 'day' | 'hour';
  duration: number;
  serviceDate: string;
  serviceTime: string;
}

/** A service enquiry, as /service-enquiry lists it. */
export interface ServiceEnquiry extends OpsReply {
  id: number;
  userName: string;
  userEmail: string;
  mobile: string;
  serviceName: string;
  serviceId: number;
  createdDate: string;
  createdTime: string;
  address: string;
  description: string;
  imageUrls: string[];
  status: EnquiryStatus;
  /** The slot asked for, null when the enquiry named none (the spec's payload has none). */
  slot: EnquirySlot | null;
  bookingId: number | null;
}

const opsReplyOf = (wire: { answer: string | null; quote: number | null; answered_at: string | null }): OpsReply => ({
  answer: wire.answer,
  quote: wire.quote,
  answeredAt: wire.answered_at,
});

/**
 * "Now" in India by this machine's clock, where the forms' date rules read it. The server checks
 * each request against its own clock (its context's), with the same rules: see its enquiry routes.
 */
const indianNow = () => {
  const now = new Date();
  return { today: indianDate(now), nowTime: indianTime(now) };
};

/** customer §3 'Move enquiry, send': multipart, read by the route itself (its text fields by pdEnquirySchema). */
export const pdDeliveryEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/pd/delivery',
  summary: 'Send a Pass Fast Express (move) request',
  description:
    'Multipart: `fromaddress`, `toaddress`, `dob` (the day, today to a month ahead in India), `mobile`, `description`, ' +
    '`images[0]`, `images[1]`, … (also `images[]` or `images`): 3 to 6 photos (JPEG, PNG or WebP, at most 10 MB each), and an ' +
    'optional `video` (MP4 or WebM, at most 50 MB). Both addresses are placed on the map when they can be, and the ' +
    'straight-line distance between them is kept for ops.',
  consumes: ['multipart/form-data'],
  loadBody: () => import('../schemas/enquiry').then((rules) => rules.pdEnquirySchema(() => indianNow().today)),
  reply: messageEnvelope(enquiryCreatedWire),
  toModel: ({ data }) => data.id,
});

/** customer §7 'create-enquiry': the spec's payload plus, ours, the slot and terms. */
export const createEnquiryEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/create-enquiry',
  summary: 'Ask about a service that is quoted, not booked',
  description:
    'The enquiry page’s form and the slot asked for. Only a service that takes enquiries is accepted (a bookable one is ' +
    'refused on `serviceId`); the address must be one the map can place, as a booking’s.',
  loadBody: () => import('../schemas/enquiry').then((rules) => rules.createEnquiryRequestSchema(indianNow)),
  reply: messageEnvelope(enquiryCreatedWire),
  toModel: ({ data }) => data.id,
});

/** customer §7 'pdenquiry/list': the customer's own requests, newest first. */
export const pdEnquiriesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/pdenquiry/list',
  summary: 'The customer’s own Pass Fast Express requests, newest first',
  reply: envelope(z.array(pdEnquiryWire)),
  toModel: ({ data }) =>
    data.map(
      (wire): PdEnquiry => ({
        id: wire.id,
        fromAddress: wire.fromaddress,
        toAddress: wire.toaddress,
        mobile: wire.mobile,
        date: wire.date,
        description: wire.description,
        images: wire.images,
        imageSources: wire.image_sources,
        video: wire.video || null,
        notReady: wire.media_status,
        status: wire.status,
        distanceKm: wire.distance_km,
        createdAt: wire.created_at,
        ...opsReplyOf(wire),
        stage: wire.stage,
        bookingId: wire.booking_id,
        pickedUpAt: wire.picked_up_at,
        pickupPhoto: wire.pickup_photo,
        deliveredAt: wire.delivered_at,
        deliveryPhoto: wire.delivery_photo,
        mover: wire.mover ? moverOf(wire.mover) : null,
      }),
    ),
  key: () => enquiryKeys.pd(),
});

/** customer §7 'service/enquiry/list': the customer's own service enquiries, newest first. */
export const serviceEnquiriesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'user/service/enquiry/list',
  summary: 'The customer’s own service enquiries, newest first',
  reply: envelope(z.array(serviceEnquiryWire)),
  toModel: ({ data }) =>
    data.map(
      (wire): ServiceEnquiry => ({
        id: wire.id,
        userName: wire.user_name,
        userEmail: wire.user_email,
        mobile: wire.mobile,
        serviceName: wire.name,
        serviceId: wire.service_id,
        createdDate: wire.created_date,
        createdTime: wire.created_time,
        address: wire.address,
        description: wire.description,
        imageUrls: wire.image_url,
        status: wire.status,
        slot:
          wire.work_type === null || wire.day_hours === null || wire.service_date === null || wire.service_time === null
            ? null
            : { workType: wire.work_type, duration: wire.day_hours, serviceDate: wire.service_date, serviceTime: wire.service_time },
        bookingId: wire.booking_id,
        ...opsReplyOf(wire),
      }),
    ),
  key: () => enquiryKeys.service(),
});

/** Ours: a booking at the stored quote → its id, to pay on /picker-service-booking. */
export const bookQuoteEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/service/enquiry/:id/book',
  summary: 'Book a quoted service enquiry at its quote',
  description:
    'Makes a booking of one line, the enquiry’s service and slot, at the quote ops gave; the body is ignored. Paid like ' +
    'any booking (/picker-service-booking?booking_id={id}). 404 for another customer’s enquiry, 409 when there is no ' +
    'quote yet or the day has passed; a quote already booked answers that booking again.',
  params: idParams('id'),
  /** A body is not read: any fields are dropped, and a missing body is fine. */
  body: z.object({}),
  reply: envelope(enquiryBookedWire),
  toModel: ({ data }) => data.id,
});

/** Ours (issue 37): the customer takes ops' quote for a move → the booking to pay (user/createRazorpayOrder). */
export const acceptMoveQuoteEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'user/pdenquiry/:id/accept',
  summary: 'Accept the quote of a Pass Fast Express request (ours)',
  description:
    'Makes a booking of the move at the quote ops gave, with no lines; the body is ignored. It is paid like any booking ' +
    '(user/createRazorpayOrder with its id, then user/updaterazorpay/{booking_id}). 404 for another customer’s request, ' +
    '409 when there is no quote; a quote already accepted answers that booking again.',
  params: idParams('id'),
  /** A body is not read: any fields are dropped, and a missing body is fine. */
  body: z.object({}),
  reply: envelope(enquiryBookedWire),
  toModel: ({ data }) => data.id,
});
