import * as v from 'valibot';
import type { PdJobWire } from '@servenear/shared/wire';
import { apiClient, type CallOptions } from './client';
import type { EnquiryStatus, PhotoSources } from './enquiries';
import { envelope, parseReply, readsWire } from './reply';

/*
 * The pickup-and-delivery (Pass Fast Express) jobs ops allocated to the signed-in partner
 * (partner §2 /employee-booking-pdenquiery and /pd-delivery-popup; ours, issue 15). Wire shape:
 * pdJobWire in shared/src/wire/enquiries.ts. Partner-only, so exported from @servenear/shared/partner;
 * the types shared with the customer's requests are imported as types only, so this area does not
 * carry the customer's enquiry calls.
 */

/** A customer's pickup-and-delivery request, as the partner it was allocated to sees it. */
export interface PartnerPdJob {
  id: number;
  customerName: string;
  /** Ten digits. */
  mobile: string;
  fromAddress: string;
  toAddress: string;
  /** The day the customer chose, YYYY-MM-DD. */
  date: string;
  description: string;
  /** Each photo at 640 px, JPEG. */
  images: string[];
  /** Each photo in every size and format, for <picture>. */
  imageSources: PhotoSources[];
  video: string | null;
  /** Straight line between the two addresses; null when one could not be placed. */
  distanceKm: number | null;
  status: EnquiryStatus;
  /** What ops told the customer, so the partner knows what was agreed. */
  answer: string | null;
  /** Whole rupees. */
  quote: number | null;
  /** ISO 8601. */
  allocatedAt: string;
}

const jobReply = readsWire<PdJobWire>()(
  v.object({
    id: v.number(),
    name: v.string(),
    mobile: v.string(),
    fromaddress: v.string(),
    toaddress: v.string(),
    date: v.string(),
    description: v.string(),
    images: v.array(v.string()),
    image_sources: v.array(v.object({ webp: v.string(), jpeg: v.string() })),
    video: v.nullable(v.string()),
    distance_km: v.nullable(v.number()),
    status: v.picklist(['pending', 'enquired', 'rejected']),
    answer: v.nullable(v.string()),
    quote: v.nullable(v.number()),
    allocated_at: v.string(),
  }),
);

const toJob = (wire: v.InferOutput<typeof jobReply>): PartnerPdJob => ({
  id: wire.id,
  customerName: wire.name,
  mobile: wire.mobile,
  fromAddress: wire.fromaddress,
  toAddress: wire.toaddress,
  date: wire.date,
  description: wire.description,
  images: wire.images,
  imageSources: wire.image_sources,
  video: wire.video || null,
  distanceKm: wire.distance_km,
  status: wire.status,
  answer: wire.answer,
  quote: wire.quote,
  allocatedAt: wire.allocated_at,
});

export const partnerPdJobsApi = {
  /** GET employee/pdenquiry/list: the jobs allocated to this partner, newest allocation first. */
  async list(options: CallOptions = {}): Promise<PartnerPdJob[]> {
    const response = await apiClient.get<unknown>('employee/pdenquiry/list', { signal: options.signal });
    return parseReply(envelope(v.array(jobReply)), response).data.map(toJob);
  },

  /** GET employee/pdenquiry/{id}: one job; a 404 unless it was allocated to this partner. */
  async one(id: number, options: CallOptions = {}): Promise<PartnerPdJob> {
    const response = await apiClient.get<unknown>(`employee/pdenquiry/${id}`, { signal: options.signal });
    return toJob(parseReply(envelope(jobReply), response).data);
  },
};
