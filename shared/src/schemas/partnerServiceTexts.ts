/**
 * The partner's service forms' texts and limits (partner §2, §5, §8), without zod: the pages draw
 * with these at once (@servenear/shared/partner-texts) and load the forms' rules when a form first
 * checks itself (partnerService.ts, @servenear/shared/partner-schemas, re-exports them).
 */
import { defineTexts } from '@servenear/shared/i18n';

export const serviceFormMessages = defineTexts(
  {
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
    /** mediaMessages' words (./mediaLimits.ts). */
    imageRefused: 'Each photo must be a JPEG, PNG or WebP image of at most 10 MB.',
    videoRefused: 'The video must be an MP4 or WebM file of at most 50 MB.',
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
  },
  { hi: () => import('./partnerServiceTexts.hi.json'), ta: () => import('./partnerServiceTexts.ta.json') },
);

export const MAX_SERVICE_PHOTOS = 3;
/** Exactly this many photos once an edit replaces them (partner §5). */
export const EDIT_SERVICE_PHOTOS = 3;
export { MAX_PHOTO_BYTES, MAX_VIDEO_BYTES, PHOTO_WIDTHS } from './mediaLimits';
/** The value of `service` that asks for customService instead of a catalogue service. */
export const OTHER_SERVICE = 'other';

/** How many photos a submission may carry: 1 to 3 on upload; on edit none (keep the stored ones) or exactly 3 (partner §5). */
export function photoCountMessage(count: number, mode: 'upload' | 'edit'): string | undefined {
  if (mode === 'edit') return count === 0 || count === EDIT_SERVICE_PHOTOS ? undefined : serviceFormMessages.imagesExactlyThree;
  if (count < 1) return serviceFormMessages.imagesRequired;
  if (count > MAX_SERVICE_PHOTOS) return serviceFormMessages.imagesTooMany;
  return undefined;
}
