import { z } from 'zod';
import { serviceEmployeeTypes } from '../wire/partnerServices';
import { mediaMessages } from './mediaLimits';
import { boundedText, checkedBox, databaseId, emailPattern, indianMobile, requiredText } from './common';

/**
 * The partner's service forms (partner §2, §3, §5, §8): /service-upload, /ServiceEdit and
 * /ServiceEdit/other, /add-service. Their own subpath (@servenear/shared/partner-schemas), not
 * ./schemas: every shared subpath is a federated module loaded whole, and no customer page
 * needs these. The spec's texts are kept as written; the ones it leaves out are ours.
 */
export const serviceFormMessages = {
  nameRequired: 'Name is required',
  mobileInvalid: 'Invalid mobile number',
  emailInvalid: 'Invalid email',
  addressRequired: 'Address is required',
  categoryRequired: 'Please select a category',
  subCategoryRequired: 'Please select a subcategory',
  serviceRequired: 'Please select a service',
  customServiceRequired: 'Please enter the name of your service',
  employeeTypeRequired: 'Please select an employee type',
  checkboxRequired: 'Please confirm that these details are correct',
  serviceNameRequired: 'Service name is required',
  /** partner §5. */
  imagesRequired: 'At least 1 image is required',
  imagesTooMany: 'Only 3 images are allowed',
  imagesExactlyThree: 'You must upload exactly 3 images',
  ...mediaMessages,
  /** partner §8. */
  uploadFailed: 'Failed to upload service',
  loadFailed: 'Failed to load service data',
  deleted: 'Service deleted successfully',
  deleteFailed: 'Failed to delete service',
  addFailed: 'An error occurred',
  /** Ours. */
  uploaded: 'Service uploaded successfully',
  uploadedOther: 'Service uploaded. Customers will see it once our team approves it.',
  updated: 'Service updated successfully',
  added: 'Service added. Customers will see it once our team approves it.',
  waitingForApproval: 'Waiting for approval',
  rejected: 'Not approved',
  notFound: 'Service not found',
  alreadyOffered: 'You already offer this service. Edit it instead.',
  deleteConfirm: 'Delete this service? Customers will no longer find you for it. Bookings already made are kept.',
  approved: 'Service approved',
  rejectReasonRequired: 'Please give the partner a reason.',
  /** Ours: /add-service names a service the subcategory already has. */
  alreadyInCatalogue: 'This service is already in the list. Choose it on the upload form.',
  /** Ours: ops' approval and rejection (admin API and CLI). */
  ratesRequired: 'Give the day and hour rates of the new service.',
  notPending: 'This service is not waiting for approval.',
  serviceRejected: 'Service rejected',
  nameTaken: 'A catalogue service of this name exists in another subcategory. Reject this one, or rename that service first.',
  partnerAlreadyOffers: 'This partner already offers that catalogue service. Reject this one instead.',
} as const;

export const MAX_SERVICE_PHOTOS = 3;
/** Exactly this many photos once an edit replaces them (partner §5). */
export const EDIT_SERVICE_PHOTOS = 3;
export { MAX_PHOTO_BYTES, MAX_VIDEO_BYTES, PHOTO_WIDTHS } from './mediaLimits';
/** The value of `service` that asks for customService instead of a catalogue service. */
export const OTHER_SERVICE = 'other';

const mobile = z.string({ error: serviceFormMessages.mobileInvalid }).max(20, { error: serviceFormMessages.mobileInvalid }).trim().regex(indianMobile, { error: serviceFormMessages.mobileInvalid });
const email = z.string({ error: serviceFormMessages.emailInvalid }).trim().max(254, { error: serviceFormMessages.emailInvalid }).regex(emailPattern, { error: serviceFormMessages.emailInvalid });
/** A select's value: the id, or the empty string of "choose one". */
const chosenId = (message: string) => z.union([z.literal(''), databaseId(message)]).refine((value) => value !== '', { error: message }).transform(Number);

const uploadFields = {
  name: requiredText(serviceFormMessages.nameRequired, 120),
  mobile,
  email,
  address: requiredText(serviceFormMessages.addressRequired, 300),
  category: chosenId(serviceFormMessages.categoryRequired),
  subCategory: chosenId(serviceFormMessages.subCategoryRequired),
  /** A catalogue service's id, or 'other'. */
  service: z.union([z.literal(OTHER_SERVICE), chosenId(serviceFormMessages.serviceRequired)], { error: serviceFormMessages.serviceRequired }),
  customService: boundedText(120).trim().optional(),
  employeeType: z.enum(serviceEmployeeTypes, { error: serviceFormMessages.employeeTypeRequired }),
  description: boundedText(2000).trim().optional(),
  checkbox: checkedBox(serviceFormMessages.checkboxRequired),
};

type UploadShape = { service: number | typeof OTHER_SERVICE; customService?: string | undefined };
const otherNeedsItsName = (form: UploadShape, context: z.RefinementCtx) => {
  if (form.service === OTHER_SERVICE && !form.customService) {
    context.addIssue({ code: 'custom', path: ['customService'], message: serviceFormMessages.customServiceRequired });
  }
};

/** POST employee/upload-service: the text fields (images[] and video come beside them). */
export const serviceUploadSchema = z.object(uploadFields).superRefine(otherNeedsItsName);
export type ServiceUploadFields = z.output<typeof serviceUploadSchema>;

/** POST employee/edit-upload-service: the same fields, plus which offer (action_id) and service (service_id, absent for "other"). */
export const serviceEditSchema = z
  .object({ ...uploadFields, action_id: databaseId(serviceFormMessages.notFound), service_id: z.union([z.literal(''), databaseId()]).optional() })
  .superRefine(otherNeedsItsName);
export type ServiceEditFields = z.output<typeof serviceEditSchema>;

/** POST employee/add-service: a service the catalogue lacks, for ops to approve. */
export const addServiceSchema = z.object({
  category: chosenId(serviceFormMessages.categoryRequired),
  subCategory: chosenId(serviceFormMessages.subCategoryRequired),
  service: requiredText(serviceFormMessages.serviceNameRequired, 120),
});
export type AddServiceFields = z.output<typeof addServiceSchema>;

/** POST employee/delete-service and employee/delete-new-service: the offer's action id. */
export const deleteServiceSchema = z.object({ serviceId: databaseId(serviceFormMessages.notFound) });

/** How many photos a submission may carry: 1 to 3 on upload; on edit none (keep the stored ones) or exactly 3 (partner §5). */
export function photoCountMessage(count: number, mode: 'upload' | 'edit'): string | undefined {
  if (mode === 'edit') return count === 0 || count === EDIT_SERVICE_PHOTOS ? undefined : serviceFormMessages.imagesExactlyThree;
  if (count < 1) return serviceFormMessages.imagesRequired;
  if (count > MAX_SERVICE_PHOTOS) return serviceFormMessages.imagesTooMany;
  return undefined;
}

/** Ours: POST admin/partner-services/{id}/approve. Rates are needed when the approval makes a new catalogue service. */
export const approveServiceSchema = z.object({
  rate_per_day: z.coerce.number().int().min(0).max(1_000_000).optional(),
  rate_per_hour: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
/** Ours: POST admin/partner-services/{id}/reject. */
export const rejectServiceSchema = z.object({ reason: requiredText(serviceFormMessages.rejectReasonRequired, 300) });
