import * as v from 'valibot';
import type { EnquiryBookedWire, EnquiryCreatedWire, PdEnquiryWire, ServiceEnquiryWire } from '@servenear/shared/wire';
import { apiClient, type CallOptions } from './client';
import type { UploadOptions } from './partner';
import { envelope, parseReply, readsWire } from './reply';

/*
 * The customer's enquiries (customer §3, §7 'Enquiries'): Pass Fast Express requests and service
 * enquiries, and ours, booking a quoted enquiry. Wire shapes: shared/src/wire/enquiries.ts; form
 * rules and messages: @servenear/shared/enquiry-schemas. Exported from @servenear/shared/enquiries
 * only, so pages that never show an enquiry do not download them.
 */

export type EnquiryStatus = 'pending' | 'enquired' | 'rejected';

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
  status: EnquiryStatus;
  distanceKm: number | null;
  createdAt: string;
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
  workType: 'day' | 'hour';
  duration: number;
  serviceDate: string;
  serviceTime: string;
  bookingId: number | null;
}

/** The fields of POST user/pd/delivery (customer §3 'Move enquiry, send'). */
export interface PdEnquiryRequest {
  fromAddress: string;
  toAddress: string;
  /** The chosen day, YYYY-MM-DD (sent as `dob`). */
  date: string;
  mobile: string;
  description?: string | undefined;
  images: readonly File[];
  video?: File | null | undefined;
}

/** POST user/create-enquiry: the spec's payload plus, ours, the slot and terms. */
export interface ServiceEnquiryRequest {
  serviceId: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  description: string;
  terms: boolean;
  serviceMethod: 'day' | 'hour';
  workingDuration: number;
  preferredTime: string;
  preferredDate: string;
}

const status = v.picklist(['pending', 'enquired', 'rejected']);
const opsReply = { answer: v.nullable(v.string()), quote: v.nullable(v.number()), answered_at: v.nullable(v.string()) };
const sources = v.array(v.object({ webp: v.string(), jpeg: v.string() }));

const pdReply = readsWire<PdEnquiryWire>()(
  v.object({
    id: v.number(),
    fromaddress: v.string(),
    toaddress: v.string(),
    mobile: v.string(),
    date: v.string(),
    description: v.string(),
    images: v.array(v.string()),
    image_sources: sources,
    video: v.nullable(v.string()),
    status,
    distance_km: v.nullable(v.number()),
    created_at: v.string(),
    ...opsReply,
  }),
);

const serviceReply = readsWire<ServiceEnquiryWire>()(
  v.object({
    id: v.number(),
    user_name: v.string(),
    user_email: v.string(),
    mobile: v.string(),
    name: v.string(),
    created_date: v.string(),
    created_time: v.string(),
    address: v.string(),
    description: v.string(),
    image_url: v.array(v.string()),
    status,
    service_id: v.number(),
    work_type: v.picklist(['day', 'hour']),
    day_hours: v.number(),
    service_date: v.string(),
    service_time: v.string(),
    ...opsReply,
    booking_id: v.nullable(v.number()),
  }),
);

const createdReply = readsWire<EnquiryCreatedWire>()(v.object({ id: v.number() }));
const bookedReply = readsWire<EnquiryBookedWire>()(v.object({ id: v.number() }));

const opsReplyOf = (wire: { answer: string | null; quote: number | null; answered_at: string | null }): OpsReply => ({
  answer: wire.answer,
  quote: wire.quote,
  answeredAt: wire.answered_at,
});

const toPdEnquiry = (wire: v.InferOutput<typeof pdReply>): PdEnquiry => ({
  id: wire.id,
  fromAddress: wire.fromaddress,
  toAddress: wire.toaddress,
  mobile: wire.mobile,
  date: wire.date,
  description: wire.description,
  images: wire.images,
  imageSources: wire.image_sources,
  video: wire.video || null,
  status: wire.status,
  distanceKm: wire.distance_km,
  createdAt: wire.created_at,
  ...opsReplyOf(wire),
});

const toServiceEnquiry = (wire: v.InferOutput<typeof serviceReply>): ServiceEnquiry => ({
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
  workType: wire.work_type,
  duration: wire.day_hours,
  serviceDate: wire.service_date,
  serviceTime: wire.service_time,
  bookingId: wire.booking_id,
  ...opsReplyOf(wire),
});

/** The multipart body of POST user/pd/delivery, named as customer §3 names it (images[0..n]). */
function pdForm(request: PdEnquiryRequest): FormData {
  const form = new FormData();
  form.append('fromaddress', request.fromAddress);
  form.append('toaddress', request.toAddress);
  form.append('dob', request.date);
  form.append('mobile', request.mobile);
  form.append('description', request.description ?? '');
  request.images.forEach((image, index) => form.append(`images[${index}]`, image));
  if (request.video) form.append('video', request.video);
  return form;
}

export const enquiriesApi = {
  /** POST user/pd/delivery (multipart) → the new request's id. */
  async sendPdEnquiry(request: PdEnquiryRequest, options: UploadOptions = {}): Promise<number> {
    const response = await apiClient.post<unknown>('user/pd/delivery', pdForm(request), { onUploadProgress: options.onUploadProgress });
    return parseReply(envelope(createdReply), response).data.id;
  },
  /** POST user/create-enquiry → the new enquiry's id. */
  async sendServiceEnquiry(request: ServiceEnquiryRequest): Promise<number> {
    return parseReply(envelope(createdReply), await apiClient.post<unknown>('user/create-enquiry', request)).data.id;
  },
  /** GET user/pdenquiry/list: the customer's own requests, newest first. */
  async pdEnquiries(options: CallOptions = {}): Promise<PdEnquiry[]> {
    const response = await apiClient.get<unknown>('user/pdenquiry/list', { signal: options.signal });
    return parseReply(envelope(v.array(pdReply)), response).data.map(toPdEnquiry);
  },
  /** GET user/service/enquiry/list: the customer's own service enquiries, newest first. */
  async serviceEnquiries(options: CallOptions = {}): Promise<ServiceEnquiry[]> {
    const response = await apiClient.get<unknown>('user/service/enquiry/list', { signal: options.signal });
    return parseReply(envelope(v.array(serviceReply)), response).data.map(toServiceEnquiry);
  },
  /** Ours: POST user/service/enquiry/{id}/book: a booking at the stored quote → its id, to pay on /picker-service-booking. */
  async bookQuote(enquiryId: number): Promise<number> {
    return parseReply(envelope(bookedReply), await apiClient.post<unknown>(`user/service/enquiry/${enquiryId}/book`, {})).data.id;
  },
};
