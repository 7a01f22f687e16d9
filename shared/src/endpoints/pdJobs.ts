import * as z from 'zod/mini';
import { queryKeys } from '@servenear/shared/host';
import { idParams } from '../schemas/idSchemas';
import { pdJobWire, type EnquiryStatus, type MoveStage, type PdJobWire } from '../wire/enquiries';
import type { MediaStatusWire } from '../wire/partnerServices';
import { defineEndpoint, envelope } from './define';
import type { PhotoSources } from './enquiries';

/*
 * The pickup-and-delivery (Pass Fast Express) jobs ops allocated to the signed-in partner
 * (partner §2 /employee-booking-pdenquiery and /pd-delivery-popup; ours, issue 15). Wire shape:
 * pdJobWire in shared/src/wire/enquiries.ts. Partner-only: the hooks are exported from
 * @servenear/shared/partner; the types shared with the customer's requests are imported as types
 * only, so this area does not carry the customer's enquiry calls.
 */

/**
 * The keys of the partner's pickup-and-delivery jobs. Under the `partner` root, so the shell drops
 * them when the session changes, but not in the host contract's queryKeys: only remote-partner
 * reads them, so no other app has to agree on them and the contract's version stays as it is.
 */
export const partnerPdJobKeys = {
  all: [...queryKeys.partner.all, 'pd-jobs'] as const,
  list: () => [...queryKeys.partner.all, 'pd-jobs', 'list'] as const,
  one: (id: number) => [...queryKeys.partner.all, 'pd-jobs', 'one', id] as const,
};

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
  /** Ours (issue 37): the mover picks up once it is paid, delivers once picked up. */
  stage: MoveStage;
  pickedUpAt: string | null;
  pickupPhoto: string | null;
  deliveredAt: string | null;
  deliveryPhoto: string | null;
  /** Issue 37: his step photos not ready yet (read with @servenear/shared/media-states). */
  notReady: MediaStatusWire | undefined;
}

const toJob = (wire: PdJobWire): PartnerPdJob => ({
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
  stage: wire.stage,
  pickedUpAt: wire.picked_up_at,
  pickupPhoto: wire.pickup_photo,
  deliveredAt: wire.delivered_at,
  deliveryPhoto: wire.delivery_photo,
  notReady: wire.media_status,
});

/** Ours: the jobs allocated to this partner, newest allocation first. */
export const partnerPdJobsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/pdenquiry/list',
  summary: 'The Pass Fast Express requests ops allocated to the partner, newest allocation first',
  reply: envelope(z.array(pdJobWire)),
  toModel: ({ data }) => data.map(toJob),
  key: () => partnerPdJobKeys.list(),
});

/** Ours: one job; a 404 unless it was allocated to this partner. */
export const partnerPdJobEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/pdenquiry/:id',
  summary: 'One Pass Fast Express request allocated to the partner',
  description: 'A request not allocated to the caller (another partner’s, or none) is a 404.',
  params: idParams('id'),
  reply: envelope(pdJobWire),
  toModel: ({ data }) => toJob(data),
  key: ({ params }) => partnerPdJobKeys.one(Number(params?.id)),
});

