import * as z from 'zod/mini';
import { slotDateProblem } from '@servenear/shared/domain';
import { slotRequestSchema, type SlotClock } from '@servenear/shared/schemas';
import { boundedText, checkedBox, databaseId, emailPattern, requiredText, tenDigitMobile, tooLongMessage } from './common';
import { ENQUIRY_DESCRIPTION_MIN, MAX_QUOTE_RUPEES, enquiryOpsMessages, pdEnquiryMessages, serviceEnquiryMessages } from './enquiryTexts';

/**
 * The enquiry forms (customer §5 'Pass Fast Express form', 'Service enquiry form'; §8 'Enquiry';
 * §9) and ops' answers, used by the forms in the browser and by the server on the request. Their
 * own subpath (@servenear/shared/enquiry-schemas): every shared subpath is a federated module
 * loaded whole, and only the enquiry screens need these. The spec's texts are kept as written,
 * misspellings included; the ones it leaves out are ours. The texts and limits themselves are in
 * enquiryTexts.ts (@servenear/shared/enquiry-texts), without zod, for the forms to draw with.
 */
export * from './enquiryTexts';

/**
 * POST user/pd/delivery: the text fields (images[0..n] and video come beside them). The day is
 * from today to a month ahead in India (the booking window), read from `clock` so a server route
 * checks each request against its own now; any other day gets the spec's one date message.
 */
export const pdEnquirySchema = (clock: () => string) =>
  z.object({
    fromaddress: requiredText(() => pdEnquiryMessages.fromRequired, 300),
    toaddress: requiredText(() => pdEnquiryMessages.toRequired, 300),
    dob: z
      .string({ error: () => pdEnquiryMessages.dateInvalid })
      .check(
        z.maxLength(20, { error: () => pdEnquiryMessages.dateInvalid }),
        z.trim(),
        z.refine((day: string) => slotDateProblem(day, clock()) === null, { error: () => pdEnquiryMessages.dateInvalid }),
      ),
    mobile: z
      .string({ error: () => pdEnquiryMessages.mobileInvalid })
      .check(z.maxLength(20, { error: () => pdEnquiryMessages.mobileInvalid }), z.trim(), z.regex(tenDigitMobile, { error: () => pdEnquiryMessages.mobileInvalid })),
    description: z.optional(boundedText(2000).check(z.trim())),
  });
export type PdEnquiryFields = z.output<ReturnType<typeof pdEnquirySchema>>;
export type PdEnquiryInput = z.input<ReturnType<typeof pdEnquirySchema>>;

/** customer §5 'Service enquiry form' (the enquiry page's form part). */
export const serviceEnquiryFormSchema = z.object({
  name: requiredText(() => serviceEnquiryMessages.nameRequired, 120),
  email: z
    .string({ error: () => serviceEnquiryMessages.emailInvalid })
    .check(z.trim(), z.maxLength(254, { error: () => serviceEnquiryMessages.emailInvalid }), z.regex(emailPattern, { error: () => serviceEnquiryMessages.emailInvalid })),
  mobile: z
    .string({ error: () => serviceEnquiryMessages.mobileInvalid })
    .check(z.maxLength(20, { error: () => serviceEnquiryMessages.mobileInvalid }), z.trim(), z.regex(tenDigitMobile, { error: () => serviceEnquiryMessages.mobileInvalid })),
  address: requiredText(() => serviceEnquiryMessages.addressRequired, 300),
  description: z.pipe(
    z.string({ error: () => serviceEnquiryMessages.descriptionTooShort }).check(
      // Bounded before the trim too, so the request's schema (and the API document) states a maximum length.
      z.maxLength(2000, { error: () => tooLongMessage(2000) }),
      z.trim(),
      z.minLength(ENQUIRY_DESCRIPTION_MIN, { error: () => serviceEnquiryMessages.descriptionTooShort }),
    ),
    boundedText(2000),
  ),
  terms: checkedBox(() => serviceEnquiryMessages.termsRequired),
});
export type ServiceEnquiryForm = z.output<typeof serviceEnquiryFormSchema>;

/** A slot field left out, null or blank: not chosen. */
const chosen = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** How a slot field may arrive before its own rules read it: bounded, so the API document states a maximum. */
const slotFieldInput = z.optional(z.union([z.string().check(z.maxLength(20)), z.number(), z.null()]));

/**
 * POST user/create-enquiry {serviceId, name, email, mobile, address, description} (the spec's
 * payload, accepted as it is: issue 37) plus, ours and optional, the slot the page asks for
 * (serviceMethod, workingDuration, preferredTime, preferredDate: all four or none) and terms
 * (when sent, it must be ticked). `slot` is null when none was asked for.
 */
export const createEnquiryRequestSchema = (clock: SlotClock) => {
  const slotRules = slotRequestSchema(clock);
  return z.pipe(
    z.object({
      ...serviceEnquiryFormSchema.shape,
      terms: z.optional(checkedBox(() => serviceEnquiryMessages.termsRequired)),
      serviceId: databaseId(() => serviceEnquiryMessages.serviceNotFound),
      serviceMethod: slotFieldInput,
      workingDuration: slotFieldInput,
      preferredTime: slotFieldInput,
      preferredDate: slotFieldInput,
    }),
    z.transform(({ serviceMethod, workingDuration, preferredTime, preferredDate, ...enquiry }, context) => {
      const slot = { serviceMethod, workingDuration, preferredTime, preferredDate };
      if (!Object.values(slot).some(chosen)) return { ...enquiry, slot: null };
      const checked = slotRules.safeParse(slot);
      if (checked.success) return { ...enquiry, slot: checked.data };
      for (const issue of checked.error.issues) context.issues.push({ code: 'custom', path: issue.path, message: issue.message, input: slot });
      return z.NEVER;
    }),
  );
};
export type CreateEnquiryRequest = z.output<ReturnType<typeof createEnquiryRequestSchema>>;

/** Ours: POST admin/enquiries/{id}/answer {message, quote?}. A quote only means something for a service enquiry or a move. */
export const enquiryAnswerSchema = z.object({
  message: requiredText(() => enquiryOpsMessages.messageRequired, 1000),
  // '' or null (an empty CLI flag or form field) means no quote; digits become the number.
  quote: z.pipe(
    z.transform((value: unknown) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value)),
    z.optional(
      z
        .number({ error: () => enquiryOpsMessages.quoteInvalid })
        .check(
          z.int({ error: () => enquiryOpsMessages.quoteInvalid }),
          z.minimum(1, { error: () => enquiryOpsMessages.quoteInvalid }),
          z.maximum(MAX_QUOTE_RUPEES, { error: () => enquiryOpsMessages.quoteInvalid }),
        ),
    ),
  ),
});
export type EnquiryAnswer = z.output<typeof enquiryAnswerSchema>;

/** Ours: POST admin/enquiries/{id}/reject {reason}. */
export const enquiryRejectSchema = z.object({ reason: requiredText(() => enquiryOpsMessages.reasonRequired, 1000) });
export type EnquiryReject = z.output<typeof enquiryRejectSchema>;

/** Ours: POST admin/enquiries/{id}/allocate {partner_id}. */
export const pdAllocateSchema = z.object({ partner_id: databaseId('Partner not found') });
export type PdAllocate = z.output<typeof pdAllocateSchema>;
