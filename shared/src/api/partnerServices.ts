import type { ServiceEmployeeType } from '../endpoints/partnerServices';

/*
 * What the partner's service forms send (partner §2 'Service upload', 'Service edit'; §3; §7).
 * The calls themselves are the catalogue's (../endpoints/partnerServices.ts), made by the hooks
 * of ./queries/partnerServices.ts. Partner-only, so exported from @servenear/shared/partner.
 */


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

/** POST employee/upload-service's multipart body: every field, the photos as images[], the video as video. */
export function uploadForm(upload: ServiceUpload): FormData {
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

/** POST employee/edit-upload-service's multipart body: the upload's, plus action_id and service_id; no photos keeps the stored ones. */
export function editForm(edit: ServiceEdit): FormData {
  const form = uploadForm(edit);
  form.append('action_id', String(edit.actionId));
  form.append('service_id', edit.serviceId === null ? '' : String(edit.serviceId));
  return form;
}

/** POST employee/add-service's multipart body: category, subCategory, service (the new name). */
export function newServiceForm(service: NewCatalogueService): FormData {
  const form = new FormData();
  form.append('category', String(service.category));
  form.append('subCategory', String(service.subCategory));
  form.append('service', service.service);
  return form;
}
