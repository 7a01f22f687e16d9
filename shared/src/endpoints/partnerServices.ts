import * as z from 'zod/mini';
import { queryKeys } from '@servenear/shared/host';
import { idParams } from '../schemas/idSchemas';
import { partnerServiceCardWire, partnerServiceEditWire, type MediaStatusWire, type PartnerServiceCardWire, type PartnerServiceEditWire } from '../wire/partnerServices';
import { defineEndpoint, envelope, messageEnvelope, messageReply } from './define';

/*
 * The partner's services (partner §2 'Service upload', 'Service edit', 'Employee service list';
 * §3; §7), under /api/employee. Wire shapes: shared/src/wire/partnerServices.ts; form rules and
 * messages: @servenear/shared/partner-schemas. Open to a partner still waiting for verification;
 * an id that is not the caller's own offer answers 404 'Service not found', never 403.
 */

/**
 * The keys of the partner's services. They live under the `partner` root, so the shell drops
 * them when the session changes, but not in the host contract's queryKeys: only remote-partner
 * reads or writes them (the service screens and the partner's home), so no other app has to
 * agree on them and the contract's version stays as it is.
 */
export const partnerServiceKeys = {
  all: [...queryKeys.partner.all, 'services'] as const,
  /** Both lists in one query (useOwnServices); each list alone under it. */
  lists: () => [...queryKeys.partner.all, 'services', 'lists'] as const,
  list: (kind: 'catalogue' | 'own') => [...queryKeys.partner.all, 'services', 'lists', kind] as const,
  card: (actionId: number) => [...queryKeys.partner.all, 'services', 'card', actionId] as const,
  values: (actionId: number, isOther: boolean) => [...queryKeys.partner.all, 'services', 'values', actionId, isOther] as const,
  /** Public catalogue data: under `catalog`, kept across sessions. */
  choices: (subcategoryId: number) => [...queryKeys.catalog.all, 'partner-service-choices', subcategoryId] as const,
};

export type ServiceApproval = 'approved' | 'pending' | 'rejected';
export type ServiceEmployeeType = 'part_time' | 'full_time';

/** One of the partner's offers, as a card on /employee-service-edit shows it. */
export interface PartnerService {
  /** The catalogue service; null for an "other" or added service not yet approved. */
  id: number | null;
  /** The partner's own offer: what edit and delete name. */
  actionId: number;
  name: string;
  /** 'service' or 'enquiry' for a catalogue service; 'other' for the partner's own. */
  serviceType: string;
  categoryName: string;
  subcategoryName: string;
  employeeType: ServiceEmployeeType | null;
  /** Each photo at 640 px, JPEG (the catalogue's image when the partner has none). */
  imageUrls: string[];
  /** Each photo as srcset strings, for <picture>; empty when imageUrls are the catalogue's. */
  imageSources: { webp: string; jpeg: string }[];
  videoUrl: string | null;
  /** Ours (issue 37): the photos and video still processing or failed (@servenear/shared/media-states reads them). */
  notReady?: MediaStatusWire | undefined;
  approval: ServiceApproval;
  rejectionReason: string | null;
  /** From GET employee/newservice: edited on /ServiceEdit/other, deleted through delete-new-service. */
  isOther: boolean;
}

/** The stored values of one offer, as the edit form starts from them. */
export interface PartnerServiceValues {
  actionId: number;
  name: string;
  mobile: string;
  email: string;
  address: string;
  serviceId: number | null;
  categoryId: number;
  subcategoryId: number;
  employeeType: ServiceEmployeeType | null;
  description: string;
  imageUrls: string[];
  videoUrl: string | null;
  /** Ours (issue 37): the photos and video still processing or failed. */
  notReady?: MediaStatusWire | undefined;
  checkbox: boolean;
  customService: string | null;
  approval: ServiceApproval;
}

const toService = (card: PartnerServiceCardWire, isOther: boolean): PartnerService => ({
  id: card.id,
  actionId: card.action_id,
  name: card.name,
  serviceType: card.servicetype,
  categoryName: card.category_name,
  subcategoryName: card.subcategory_name,
  employeeType: card.employee_type,
  imageUrls: card.image_url,
  imageSources: card.image_sources,
  videoUrl: card.video_url || null,
  notReady: card.media_status,
  approval: card.approval,
  rejectionReason: card.rejection_reason || null,
  isOther,
});

const toValues = (wire: PartnerServiceEditWire): PartnerServiceValues => ({
  actionId: wire.action_id,
  name: wire.username,
  mobile: wire.mobile_number,
  email: wire.email,
  address: wire.address,
  serviceId: wire.service_id,
  categoryId: wire.category_id,
  subcategoryId: wire.subcategory_id,
  employeeType: wire.employee_type,
  description: wire.description,
  imageUrls: wire.image_url,
  videoUrl: wire.video_url || null,
  notReady: wire.media_status,
  checkbox: wire.checkbox,
  customService: wire.custom_service,
  approval: wire.approval,
});

/** What a change answers with: the server's message, for a toast. */
const messageOf = ({ message }: { message: string }) => message;

/** The upload and edit replies: the card as stored, `success` beside it as partner §7 writes it. */
const savedCardReply = /* @__PURE__ */ z.object({ status: z.int(), success: z.literal(true), message: z.string(), data: partnerServiceCardWire });

const offerParams = /* @__PURE__ */ idParams('id');

/** GET employee/getservice: the partner's offers of catalogue services. */
export const partnerServicesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/getservice',
  summary: "The partner's catalogue services, newest first",
  description: 'Cards of the offers made on /service-upload with a catalogue service.',
  reply: envelope(z.array(partnerServiceCardWire)),
  toModel: ({ data }) => data.map((card) => toService(card, false)),
  key: () => partnerServiceKeys.list('catalogue'),
});

/** GET employee/newservice: the partner's "other" and added services. */
export const partnerOwnServicesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/newservice',
  summary: "The partner's own services (\"other\" and added), newest first",
  description: "Named as the partner named them (`servicetype` 'other'), with ops' approval and, when refused, the reason.",
  reply: envelope(z.array(partnerServiceCardWire)),
  toModel: ({ data }) => data.map((card) => toService(card, true)),
  key: () => partnerServiceKeys.list('own'),
});

/** GET employee/getservice/{id}: one card, by action id. */
export const partnerServiceEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/getservice/:id',
  summary: 'One of the partner’s services by its action id (404 for any other)',
  params: offerParams,
  reply: envelope(partnerServiceCardWire),
  toModel: ({ data }) => toService(data, data.servicetype === 'other'),
  key: ({ params }) => partnerServiceKeys.card(Number(params?.id)),
});

/** GET employee/editservice/{id}: a catalogue offer's stored values. */
export const partnerServiceValuesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/editservice/:id',
  summary: 'The stored values of a catalogue service for /ServiceEdit',
  description: 'By action id; another partner’s, or an "other" service (edited on /ServiceEdit/other), is a 404.',
  params: offerParams,
  reply: envelope(partnerServiceEditWire),
  toModel: ({ data }) => toValues(data),
  key: ({ params }) => partnerServiceKeys.values(Number(params?.id), false),
});

/** GET employee/other/editservice/{id}: an "other" or added service's stored values. */
export const partnerOwnServiceValuesEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'employee/other/editservice/:id',
  summary: 'The stored values of an "other" or added service for /ServiceEdit/other',
  description: 'By action id; another partner’s, or a catalogue service, is a 404.',
  params: offerParams,
  reply: envelope(partnerServiceEditWire),
  toModel: ({ data }) => toValues(data),
  key: ({ params }) => partnerServiceKeys.values(Number(params?.id), true),
});

/** POST employee/upload-service: multipart, photos as images[], the video as video. */
export const uploadPartnerServiceEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/upload-service',
  summary: 'Offer a service: a catalogue one, or "other" with the partner’s own name',
  description:
    'Multipart: the upload form’s fields (`service` is a catalogue id or "other" with `customService`), `images[]` 1 to 3 ' +
    'photos (JPEG, PNG or WebP, at most 10 MB each) and an optional `video` (MP4 or WebM, at most 50 MB). A catalogue service ' +
    'is listed near the partner at once; an "other" one once ops approve it. A catalogue service already offered is refused on `service`.',
  // The fields as the form's schema reads them; the route reads the parts itself (server/src/modules/partner/services/routes.ts).
  loadBody: () => import('../schemas/partnerService').then((rules) => rules.serviceUploadSchema),
  consumes: ['multipart/form-data'],
  reply: savedCardReply,
  toModel: messageOf,
});

/** POST employee/edit-upload-service: the upload's fields plus action_id and service_id; no photos keeps the stored ones. */
export const editPartnerServiceEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/edit-upload-service',
  summary: 'Change one of the partner’s services',
  description:
    'Multipart: the upload form’s fields plus `action_id` (404 for another partner’s). `images[]`: none keeps the stored photos, ' +
    'exactly 3 replace them. A new `video` replaces the old. An "other" service keeps its name once approved; a rejected one goes back to ops.',
  // The fields as the form's schema reads them; the route reads the parts itself (server/src/modules/partner/services/routes.ts).
  loadBody: () => import('../schemas/partnerService').then((rules) => rules.serviceEditSchema),
  consumes: ['multipart/form-data'],
  reply: savedCardReply,
  toModel: messageOf,
});

/** POST employee/add-service: a service the catalogue lacks, for ops to approve. */
export const addCatalogueServiceEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/add-service',
  summary: 'Add a service the catalogue lacks, for ops to approve',
  description:
    'Multipart or JSON: `category`, `subCategory` and `service` (the new name). Offered with the profile’s contact details, ' +
    'waiting for approval (customers do not see it until then). A name the subcategory already has is refused on `service`.',
  // The fields as the form's schema reads them; the route reads them itself, multipart or JSON (server/src/modules/partner/services/routes.ts).
  loadBody: () => import('../schemas/partnerService').then((rules) => rules.addServiceSchema),
  consumes: ['multipart/form-data', 'application/json'],
  reply: messageEnvelope(partnerServiceCardWire),
  toModel: messageOf,
});

/** POST employee/delete-service: { serviceId: action id } of a catalogue offer. */
export const deletePartnerServiceEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/delete-service',
  summary: 'Delete one of the partner’s catalogue services',
  description: '`serviceId` is the action id. Customers no longer find the partner for it; bookings already made are kept. An "other" service, or another partner’s, is a 404.',
  loadBody: () => import('../schemas/partnerService').then((rules) => rules.deleteServiceSchema),
  reply: messageReply,
  toModel: messageOf,
});

/** POST employee/delete-new-service: { serviceId: action id } of an "other" or added service. */
export const deleteOwnPartnerServiceEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/delete-new-service',
  summary: 'Delete one of the partner’s own ("other" or added) services',
  description: '`serviceId` is the action id. A catalogue service, or another partner’s, is a 404.',
  loadBody: () => import('../schemas/partnerService').then((rules) => rules.deleteServiceSchema),
  reply: messageReply,
  toModel: messageOf,
});
