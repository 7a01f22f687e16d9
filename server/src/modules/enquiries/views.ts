import { indianDate, indianTime } from '@servenear/shared/domain';
import type { MoverWire, PdEnquiryWire, ServiceEnquiryWire } from '@servenear/shared/wire';
import type { enquiries } from '../../db/schema';
import { mediaStatusField, type MediaStatuses, mediaUrls, PD_MEDIA } from '../media';
import type { MediaLinks } from '../media/links';
import { moveStageOf } from './moves/stages';

/**
 * Enquiry rows → wire shapes (shared/src/wire/enquiries.ts). Pure, so the customer's lists, the
 * partner's move jobs and the admin API show an enquiry the same way. A move's photos and video
 * are the media module's stems and name in the PD folders (served by GET /api/files/pd-*).
 */

export type EnquiryRow = typeof enquiries.$inferSelect;

/**
 * A move's photos (640 px JPEG, and every size for <picture>) and its video, as signed links to
 * /api/files/pd-photos/… and /api/files/pd-videos/… (private: media/links.ts).
 */
export function pdMediaWire(row: Pick<EnquiryRow, 'photos' | 'video'>, links: MediaLinks): Pick<PdEnquiryWire, 'images' | 'image_sources' | 'video'> {
  const pdMediaUrls = mediaUrls(PD_MEDIA, links.sign);
  return {
    images: row.photos.map(pdMediaUrls.photoUrl),
    image_sources: row.photos.map(pdMediaUrls.photoSources),
    video: row.video ? pdMediaUrls.videoUrl(row.video) : null,
  };
}

/** Issue 37: the mover's steps, each with when and its photo (a signed link to the 640 px JPEG). */
export function moveStepsWire(
  row: Pick<EnquiryRow, 'pickedUpAt' | 'pickupPhoto' | 'deliveredAt' | 'deliveryPhoto'>,
  links: MediaLinks,
): Pick<PdEnquiryWire, 'picked_up_at' | 'pickup_photo' | 'delivered_at' | 'delivery_photo'> {
  const { photoUrl } = mediaUrls(PD_MEDIA, links.sign);
  return {
    picked_up_at: row.pickedUpAt?.toISOString() ?? null,
    pickup_photo: row.pickupPhoto ? photoUrl(row.pickupPhoto) : null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    delivery_photo: row.deliveryPhoto ? photoUrl(row.deliveryPhoto) : null,
  };
}

/** Ops' reply: the answer (or the rejection's reason), the quote and when; nulls while pending. */
export function opsReplyWire(row: Pick<EnquiryRow, 'answer' | 'quote' | 'answeredAt'>): Pick<PdEnquiryWire, 'answer' | 'quote' | 'answered_at'> {
  return { answer: row.answer, quote: row.quote, answered_at: row.answeredAt?.toISOString() ?? null };
}

/** A pd row's own columns, which its CHECK (enquiries_pd_columns) guarantees are filled. */
function moveOf(row: EnquiryRow) {
  if (row.kind !== 'pd' || row.fromAddress === null || row.toAddress === null || row.moveDate === null) {
    throw new Error(`enquiry ${row.id} is not a move request`);
  }
  return { fromAddress: row.fromAddress, toAddress: row.toAddress, moveDate: row.moveDate };
}

/** A move request with its booking's payment (null while it has none), which its stage reads. */
export type MoveRequestRow = EnquiryRow & { paymentStatus: 'pending' | 'paid' | null };

/**
 * GET user/pdenquiry/list: one move request, with its mover once allocated (moves/mover.ts) and
 * which of the customer's own media are not ready (`statuses`: the list's, media's mediaStatusOf).
 */
export function toPdEnquiryWire(row: MoveRequestRow, links: MediaLinks, mover: MoverWire | null, statuses: MediaStatuses): PdEnquiryWire {
  const move = moveOf(row);
  return {
    id: row.id,
    fromaddress: move.fromAddress,
    toaddress: move.toAddress,
    mobile: row.mobile,
    date: move.moveDate,
    description: row.description,
    ...pdMediaWire(row, links),
    status: row.status,
    distance_km: row.distanceKm,
    created_at: row.createdAt.toISOString(),
    ...opsReplyWire(row),
    stage: moveStageOf(row),
    booking_id: row.bookingId,
    ...moveStepsWire(row, links),
    mover,
    ...mediaStatusField(statuses, [...row.photos, row.video]),
  };
}

/** A service row's own columns, which its CHECK (enquiries_service_columns) guarantees are filled. */
export function serviceAskOf(row: EnquiryRow) {
  const { serviceId, serviceName, name, email, address } = row;
  if (row.kind !== 'service' || serviceId === null || serviceName === null || name === null || email === null || address === null) {
    throw new Error(`enquiry ${row.id} is not a service enquiry`);
  }
  return { serviceId, serviceName, name, email, address, slot: slotOf(row) };
}

/** The slot asked for: whole or absent (CHECK enquiries_slot_whole); the spec's payload names none (issue 37). */
function slotOf({ workType, dayHours, serviceDate, serviceTime }: EnquiryRow) {
  if (workType === null || dayHours === null || serviceDate === null || serviceTime === null) return null;
  return { workType, dayHours, serviceDate, serviceTime };
}

/** The images a service shows (as the catalogue's details give them): its media, else its one image. */
export function serviceImages(service: { imageUrl: string | null; mediaUrls: string[] }): string[] {
  if (service.mediaUrls.length > 0) return service.mediaUrls;
  return service.imageUrl ? [service.imageUrl] : [];
}

/** GET user/service/enquiry/list: one service enquiry; `images` are the service's (serviceImages). */
export function toServiceEnquiryWire(row: EnquiryRow, images: string[]): ServiceEnquiryWire {
  const ask = serviceAskOf(row);
  return {
    id: row.id,
    user_name: ask.name,
    user_email: ask.email,
    mobile: row.mobile,
    name: ask.serviceName,
    created_date: indianDate(row.createdAt),
    created_time: indianTime(row.createdAt),
    address: ask.address,
    description: row.description,
    image_url: images,
    status: row.status,
    service_id: ask.serviceId,
    work_type: ask.slot?.workType ?? null,
    day_hours: ask.slot?.dayHours ?? null,
    service_date: ask.slot?.serviceDate ?? null,
    service_time: ask.slot?.serviceTime ?? null,
    ...opsReplyWire(row),
    booking_id: row.bookingId,
  };
}
