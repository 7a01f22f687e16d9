/**
 * The enquiry forms' texts and limits (customer §5, §8, §9), without zod: a form draws with these
 * at once (@servenear/shared/enquiry-texts) and loads its rules, zod included, only when it first
 * checks its fields (enquiry.ts, @servenear/shared/enquiry-schemas, re-exports them for the server).
 */
import { defineTexts } from '@servenear/shared/i18n';

/** Ours: a file refused by its content or size (mediaMessages' words, ./mediaLimits.ts). */
const IMAGE_REFUSED = 'Each photo must be a JPEG, PNG or WebP image of at most 10 MB.';
const VIDEO_REFUSED = 'The video must be an MP4 or WebM file of at most 50 MB.';

const texts = defineTexts(
  {
    pdEnquiry: {
      fromRequired: 'From Address is required.',
      toRequired: 'To Address is required.',
      dateInvalid: 'Please select a valid date.',
      mobileInvalid: 'Invalid mobile number. Enter a 10-digit number.',
      imagesRequired: 'At least 3 images are required.',
      submitFailed: 'Submission failed. Please try again.',
      networkError: 'Network or server error occurred.',
      submitted: 'Enquiry form submitted succesfully!',
      /** Ours. */
      imagesTooMany: 'At most 6 images can be uploaded.',
      imageRefused: IMAGE_REFUSED,
      videoRefused: VIDEO_REFUSED,
    },
    serviceEnquiry: {
      nameRequired: 'Name is required',
      emailInvalid: 'Please enter a valid email address',
      mobileInvalid: 'Mobile number should be exactly 10 digits',
      addressRequired: 'Address is required',
      descriptionTooShort: 'Description should be at least 10 characters',
      termsRequired: 'You must agree to the terms and conditions',
      profileFailed: 'Failed to fetch service details. Please try again later.',
      submitFailed: 'Failed to submit the enquiry. Please try again.',
      submitError: 'An error occurred while submitting the form.',
      noProduct: 'No product data available',
      /** The spec's 'Great! Your Booking Was Successfully Sent.', which issue 37 corrects: an enquiry is no booking. */
      sent: 'Great! Your Enquiry Was Successfully Sent.',
      /** customer §8 empty lists. */
      noPdEnquiries: 'no enquiry available',
      noServiceEnquiries: 'No enquiries available',
      /** Ours. */
      bookableService: 'This service can be booked directly: use Book Service.',
      notFound: 'Enquiry not found',
      notQuoted: 'This enquiry has no quote to book yet.',
      alreadyBooked: 'This quote has already been booked.',
      /** The request names no service (enquiry.ts). */
      serviceNotFound: 'Service not found',
    },
    /** Ours (issue 37): a move's last steps, for the customer, the mover and ops. */
    move: {
      notQuoted: 'This request has no quote to accept yet.',
      notPaid: 'This move is not paid for yet: it cannot be picked up.',
      notPickedUp: 'This move has not been picked up yet.',
      alreadyPickedUp: 'This move has already been picked up.',
      alreadyDelivered: 'This move has already been delivered.',
      photoRequired: 'Please add a photo of the goods.',
      pickedUp: 'Marked as picked up.',
      delivered: 'Marked as delivered.',
      outOfArea: 'This partner’s work area does not reach the pick-up address.',
      unplaced: 'The pick-up address could not be placed on the map, so no partner can be checked for it.',
      movedOn: 'This move has already been picked up: it cannot be given to another partner.',
      imageRefused: IMAGE_REFUSED,
      videoRefused: VIDEO_REFUSED,
      imagesTooMany: 'Add one photo only.',
    },
  },
  { hi: () => import('./enquiryTexts.hi.json'), ta: () => import('./enquiryTexts.ta.json') },
);

export const pdEnquiryMessages = texts.pdEnquiry;
export const serviceEnquiryMessages = texts.serviceEnquiry;
export const moveMessages = texts.move;

/** Ours: ops' side (admin API and CLI), which stays in English (the ops console is not translated). */
export const enquiryOpsMessages = {
  messageRequired: 'Write the answer the customer will read.',
  reasonRequired: 'Please give the customer a reason.',
  quoteInvalid: 'The quote is a whole number of rupees from 1 to 10,00,000.',
  notPending: 'This enquiry has already been answered or rejected.',
  notMove: 'Only a Pass Fast Express request is allocated to a partner.',
  rejectedCannotAllocate: 'A rejected request cannot be allocated.',
  partnerNotVerified: 'Only a verified partner can be allocated.',
  answered: 'Enquiry answered',
  rejected: 'Enquiry rejected',
  allocated: 'Request allocated',
} as const;

/** customer §9: a move request carries at least 3 photos; ours: at most 6. */
export const MIN_PD_PHOTOS = 3;
export const MAX_PD_PHOTOS = 6;
/** customer §9. */
export const ENQUIRY_DESCRIPTION_MIN = 10;
/** Ours: the largest quote ops may give, in rupees. */
export const MAX_QUOTE_RUPEES = 1_000_000;

/** The photo count's message, or undefined when the count is allowed. */
export function pdPhotoCountMessage(count: number): string | undefined {
  if (count < MIN_PD_PHOTOS) return pdEnquiryMessages.imagesRequired;
  if (count > MAX_PD_PHOTOS) return pdEnquiryMessages.imagesTooMany;
  return undefined;
}
