import * as v from 'valibot';
import type { PartnerServiceCardWire, PartnerServiceEditWire, ServiceChoiceWire } from '@servenear/shared/wire';
import { ApiError } from './ApiError';
import { apiClient } from './client';
import type { UploadOptions } from './partner';
import { envelope, messageOnly, parseReply, readsWire } from './reply';

/*
 * The partner's services (partner §2 'Service upload', 'Service edit', 'Employee service list';
 * §3; §7). Wire shapes: shared/src/wire/partnerServices.ts; form rules and messages:
 * @servenear/shared/partner-schemas. Partner-only, so exported from @servenear/shared/partner.
 */

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
  checkbox: boolean;
  customService: string | null;
  approval: ServiceApproval;
}

/** A catalogue service the upload form offers. */
export interface ServiceChoice {
  id: number;
  name: string;
}

/** The fields of POST employee/upload-service (partner §3 'Service upload'). */
export interface ServiceUpload {
  name: string;
  mobile: string;
  email: string;
  address: string;
  category: number;
  subCategory: number;
  /** A catalogue service's id, or 'other'. */
  service: number | 'other';
  customService?: string | undefined;
  employeeType: ServiceEmployeeType;
  description?: string | undefined;
  checkbox: boolean;
  /** 1 to 3 on upload; on edit none (keep the stored ones) or exactly 3. */
  images: readonly File[];
  video?: File | null | undefined;
}

/** POST employee/edit-upload-service: the upload's fields plus which offer and which service. */
export interface ServiceEdit extends ServiceUpload {
  actionId: number;
  serviceId: number | null;
}

/** POST employee/add-service: a service the catalogue lacks, for ops to approve. */
export interface NewCatalogueService {
  category: number;
  subCategory: number;
  /** The new service's name. */
  service: string;
}

const approval = v.picklist(['approved', 'pending', 'rejected']);
const employeeType = v.nullable(v.picklist(['part_time', 'full_time']));

const cardReply = readsWire<PartnerServiceCardWire>()(
  v.object({
    id: v.nullable(v.number()),
    action_id: v.number(),
    name: v.string(),
    servicetype: v.string(),
    category_name: v.string(),
    subcategory_name: v.string(),
    employee_type: employeeType,
    image_url: v.array(v.string()),
    image_sources: v.array(v.object({ webp: v.string(), jpeg: v.string() })),
    video_url: v.nullable(v.string()),
    approval,
    rejection_reason: v.nullable(v.string()),
  }),
);

const editReply = readsWire<PartnerServiceEditWire>()(
  v.object({
    action_id: v.number(),
    username: v.string(),
    mobile_number: v.string(),
    email: v.string(),
    address: v.string(),
    service_id: v.nullable(v.number()),
    category_id: v.number(),
    subcategory_id: v.number(),
    employee_type: employeeType,
    description: v.string(),
    image_url: v.array(v.string()),
    video_url: v.nullable(v.string()),
    checkbox: v.boolean(),
    custom_service: v.nullable(v.string()),
    approval,
  }),
);

const choiceReply = readsWire<ServiceChoiceWire>()(v.object({ id: v.number(), name: v.string() }));

/** The spec's server may answer a refusal with a 2xx and `success: false` (partner §8 'Service upload'). */
const refusal = v.object({ success: v.literal(false), message: v.optional(v.string()) });

const toService = (card: v.InferOutput<typeof cardReply>, isOther: boolean): PartnerService => ({
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
  approval: card.approval,
  rejectionReason: card.rejection_reason || null,
  isOther,
});

const toValues = (wire: v.InferOutput<typeof editReply>): PartnerServiceValues => ({
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
  checkbox: wire.checkbox,
  customService: wire.custom_service,
  approval: wire.approval,
});

/**
 * The message of a change. A `success: false` reply is a refusal with the server's text, whatever
 * its HTTP status: reported as the 400 it means, so a form shows its message as any refusal's.
 */
async function postForMessage(path: string, body: unknown, options: UploadOptions = {}): Promise<string> {
  const response = await apiClient.post<unknown>(path, body, { onUploadProgress: options.onUploadProgress });
  const refused = v.safeParse(refusal, response.data);
  if (refused.success) throw new ApiError(response.status >= 400 ? response.status : 400, {}, refused.output.message ?? '');
  return parseReply(messageOnly, response).message ?? '';
}

function uploadForm(upload: ServiceUpload): FormData {
  const form = new FormData();
  form.append('name', upload.name);
  form.append('mobile', upload.mobile);
  form.append('email', upload.email);
  form.append('address', upload.address);
  form.append('category', String(upload.category));
  form.append('subCategory', String(upload.subCategory));
  form.append('service', String(upload.service));
  form.append('customService', upload.service === 'other' ? (upload.customService ?? '') : '');
  form.append('employeeType', upload.employeeType);
  form.append('description', upload.description ?? '');
  form.append('checkbox', String(upload.checkbox));
  for (const image of upload.images) form.append('images[]', image, image.name);
  if (upload.video) form.append('video', upload.video, upload.video.name);
  return form;
}

async function listOf(path: string, isOther: boolean, signal?: AbortSignal): Promise<PartnerService[]> {
  const response = await apiClient.get<unknown>(path, { signal });
  return parseReply(envelope(v.array(cardReply)), response).data.map((card) => toService(card, isOther));
}

export const partnerServicesApi = {
  /** GET employee/getservice: the partner's offers of catalogue services. */
  list(options: { signal?: AbortSignal } = {}): Promise<PartnerService[]> {
    return listOf('employee/getservice', false, options.signal);
  },

  /** GET employee/newservice: the partner's "other" and added services. */
  listOther(options: { signal?: AbortSignal } = {}): Promise<PartnerService[]> {
    return listOf('employee/newservice', true, options.signal);
  },

  /** GET employee/getservice/{id}: one card. */
  async one(actionId: number, options: { signal?: AbortSignal } = {}): Promise<PartnerService> {
    const response = await apiClient.get<unknown>(`employee/getservice/${actionId}`, { signal: options.signal });
    const card = parseReply(envelope(cardReply), response).data;
    return toService(card, card.servicetype === 'other');
  },

  /** GET employee/editservice/{id}, or employee/other/editservice/{id} for an "other" service. */
  async editValues(actionId: number, isOther: boolean, options: { signal?: AbortSignal } = {}): Promise<PartnerServiceValues> {
    const path = isOther ? `employee/other/editservice/${actionId}` : `employee/editservice/${actionId}`;
    const response = await apiClient.get<unknown>(path, { signal: options.signal });
    return toValues(parseReply(envelope(editReply), response).data);
  },

  /** POST employee/upload-service: multipart, photos as images[], the video as video. */
  upload(upload: ServiceUpload, options: UploadOptions = {}): Promise<string> {
    return postForMessage('employee/upload-service', uploadForm(upload), options);
  },

  /** POST employee/edit-upload-service: the same fields plus action_id and service_id; no photos keeps the stored ones. */
  edit(edit: ServiceEdit, options: UploadOptions = {}): Promise<string> {
    const form = uploadForm(edit);
    form.append('action_id', String(edit.actionId));
    form.append('service_id', edit.serviceId === null ? '' : String(edit.serviceId));
    return postForMessage('employee/edit-upload-service', form, options);
  },

  /** POST employee/add-service: multipart category, subCategory, service (the new name). */
  add(service: NewCatalogueService): Promise<string> {
    const form = new FormData();
    form.append('category', String(service.category));
    form.append('subCategory', String(service.subCategory));
    form.append('service', service.service);
    return postForMessage('employee/add-service', form);
  },

  /** POST employee/delete-service, or employee/delete-new-service for an "other" service: { serviceId: action id }. */
  remove(actionId: number, isOther: boolean): Promise<string> {
    return postForMessage(isOther ? 'employee/delete-new-service' : 'employee/delete-service', { serviceId: actionId });
  },

  /** GET service/subcategory/{subcategoryId} (public): the catalogue services of a subcategory. */
  async servicesOfSubcategory(subcategoryId: number, options: { signal?: AbortSignal } = {}): Promise<ServiceChoice[]> {
    const response = await apiClient.get<unknown>(`service/subcategory/${subcategoryId}`, { signal: options.signal });
    return parseReply(envelope(v.array(choiceReply)), response).data.map(({ id, name }) => ({ id, name }));
  },
};
