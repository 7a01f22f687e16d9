import { z } from 'zod';
import { slotDateProblem } from '@servenear/shared/domain';
import { slotRequestSchema, type SlotClock } from '@servenear/shared/schemas';
import { boundedText, checkedBox, databaseId, emailPattern, requiredText, tenDigitMobile, textMessages } from './common';
import { mediaMessages } from './mediaLimits';

/**
 * The enquiry forms (customer §5 'Pass Fast Express form', 'Service enquiry form'; §8 'Enquiry';
 * §9) and ops' answers, used by the forms in the browser and by the server on the request. Their
 * own subpath (@servenear/shared/enquiry-schemas): every shared subpath is a federated module
 * loaded whole, and only the enquiry screens need these. The spec's texts are kept as written,
 * misspellings included; the ones it leaves out are ours.
 */
export const pdEnquiryMessages = {
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
  ...mediaMessages,
} as const;

export const serviceEnquiryMessages = {
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
  sent: 'Great! Your Booking Was Successfully Sent.',
  /** customer §8 empty lists. */
  noPdEnquiries: 'no enquiry available',
  noServiceEnquiries: 'No enquiries available',
  /** Ours. */
  bookableService: 'This service can be booked directly: use Book Service.',
  notFound: 'Enquiry not found',
  notQuoted: 'This enquiry has no quote to book yet.',
  alreadyBooked: 'This quote has already been booked.',
} as const;

/** Ours: ops' side (admin API and CLI). */
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

/**
 * POST user/pd/delivery: the text fields (images[0..n] and video come beside them). The day is
 * from today to a month ahead in India (the booking window), read from `clock` so a server route
 * checks each request against its own now; any other day gets the spec's one date message.
 */
export const pdEnquirySchema = (clock: () => string) =>
  z.object({
    fromaddress: requiredText(pdEnquiryMessages.fromRequired, 300),
    toaddress: requiredText(pdEnquiryMessages.toRequired, 300),
    dob: z
      .string({ error: pdEnquiryMessages.dateInvalid })
      .max(20, { error: pdEnquiryMessages.dateInvalid })
      .trim()
      .refine((day) => slotDateProblem(day, clock()) === null, { error: pdEnquiryMessages.dateInvalid }),
    mobile: z.string({ error: pdEnquiryMessages.mobileInvalid }).max(20, { error: pdEnquiryMessages.mobileInvalid }).trim().regex(tenDigitMobile, { error: pdEnquiryMessages.mobileInvalid }),
    description: boundedText(2000).trim().optional(),
  });
export type PdEnquiryFields = z.output<ReturnType<typeof pdEnquirySchema>>;
export type PdEnquiryInput = z.input<ReturnType<typeof pdEnquirySchema>>;

/** customer §5 'Service enquiry form' (the enquiry page's form part). */
export const serviceEnquiryFormSchema = z.object({
  name: requiredText(serviceEnquiryMessages.nameRequired, 120),
  email: z.string({ error: serviceEnquiryMessages.emailInvalid }).trim().max(254, { error: serviceEnquiryMessages.emailInvalid }).regex(emailPattern, { error: serviceEnquiryMessages.emailInvalid }),
  mobile: z.string({ error: serviceEnquiryMessages.mobileInvalid }).max(20, { error: serviceEnquiryMessages.mobileInvalid }).trim().regex(tenDigitMobile, { error: serviceEnquiryMessages.mobileInvalid }),
  address: requiredText(serviceEnquiryMessages.addressRequired, 300),
  description: z
    .string({ error: serviceEnquiryMessages.descriptionTooShort })
    // Bounded before the trim too, so the request's schema (and the API document) states a maximum length.
    .max(2000, { error: textMessages.tooLong(2000) })
    .trim()
    .min(ENQUIRY_DESCRIPTION_MIN, { error: serviceEnquiryMessages.descriptionTooShort })
    .pipe(boundedText(2000)),
  terms: checkedBox(serviceEnquiryMessages.termsRequired),
});
export type ServiceEnquiryFormInput = z.input<typeof serviceEnquiryFormSchema>;
export type ServiceEnquiryForm = z.output<typeof serviceEnquiryFormSchema>;

/**
 * POST user/create-enquiry {serviceId, name, email, mobile, address, description} plus, ours, the
 * slot the page asks for (serviceMethod, workingDuration, preferredTime, preferredDate) and terms.
 */
export const createEnquiryRequestSchema = (clock: SlotClock) =>
  serviceEnquiryFormSchema.and(slotRequestSchema(clock)).and(z.object({ serviceId: databaseId('Service not found') }));
export type CreateEnquiryRequest = z.output<ReturnType<typeof createEnquiryRequestSchema>>;

/** Ours: POST admin/enquiries/{id}/answer {message, quote?}. A quote only means something for a service enquiry or a move. */
export const enquiryAnswerSchema = z.object({
  message: requiredText(enquiryOpsMessages.messageRequired, 1000),
  // '' or null (an empty CLI flag or form field) means no quote; digits become the number.
  quote: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: enquiryOpsMessages.quoteInvalid })
      .int({ error: enquiryOpsMessages.quoteInvalid })
      .min(1, { error: enquiryOpsMessages.quoteInvalid })
      .max(MAX_QUOTE_RUPEES, { error: enquiryOpsMessages.quoteInvalid })
      .optional(),
  ),
});
export type EnquiryAnswer = z.output<typeof enquiryAnswerSchema>;

/** Ours: POST admin/enquiries/{id}/reject {reason}. */
export const enquiryRejectSchema = z.object({ reason: requiredText(enquiryOpsMessages.reasonRequired, 1000) });
export type EnquiryReject = z.output<typeof enquiryRejectSchema>;

/** Ours: POST admin/enquiries/{id}/allocate {partner_id}. */
export const pdAllocateSchema = z.object({ partner_id: databaseId('Partner not found') });
export type PdAllocate = z.output<typeof pdAllocateSchema>;
