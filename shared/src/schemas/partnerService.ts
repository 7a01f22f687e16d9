import * as z from 'zod/mini';
import { serviceEmployeeTypes } from '../wire/partnerServices';
import { boundedText, checkedBox, databaseId, emailPattern, indianMobile, requiredText, type RuleMessage } from './common';
import { OTHER_SERVICE, serviceFormMessages } from './partnerServiceTexts';

/**
 * The partner's service forms (partner §2, §3, §5, §8): /service-upload, /ServiceEdit and
 * /ServiceEdit/other, /add-service. Their own subpath (@servenear/shared/partner-schemas), not
 * ./schemas: every shared subpath is a federated module loaded whole, and no customer page
 * needs these. The spec's texts are kept as written; the ones it leaves out are ours. The texts
 * and limits are in partnerServiceTexts.ts (@servenear/shared/partner-texts), without zod, for
 * the pages to draw with before the forms' rules load.
 */
export * from './partnerServiceTexts';

const mobile = z
  .string({ error: () => serviceFormMessages.mobileInvalid })
  .check(z.maxLength(20, { error: () => serviceFormMessages.mobileInvalid }), z.trim(), z.regex(indianMobile, { error: () => serviceFormMessages.mobileInvalid }));
const email = z
  .string({ error: () => serviceFormMessages.emailInvalid })
  .check(z.trim(), z.maxLength(254, { error: () => serviceFormMessages.emailInvalid }), z.regex(emailPattern, { error: () => serviceFormMessages.emailInvalid }));
/** A select's value: the id, or the empty string of "choose one". */
const chosenId = (message: RuleMessage) =>
  z.pipe(
    z.union([z.literal(''), databaseId(message)]).check(z.refine((value) => value !== '', { error: message })),
    z.transform(Number),
  );

const uploadFields = {
  name: requiredText(() => serviceFormMessages.nameRequired, 120),
  mobile,
  email,
  address: requiredText(() => serviceFormMessages.addressRequired, 300),
  category: chosenId(() => serviceFormMessages.categoryRequired),
  subCategory: chosenId(() => serviceFormMessages.subCategoryRequired),
  /** A catalogue service's id, or 'other'. */
  service: z.union([z.literal(OTHER_SERVICE), chosenId(() => serviceFormMessages.serviceRequired)], { error: () => serviceFormMessages.serviceRequired }),
  customService: z.optional(boundedText(120).check(z.trim())),
  employeeType: z.enum(serviceEmployeeTypes, { error: () => serviceFormMessages.employeeTypeRequired }),
  description: z.optional(boundedText(2000).check(z.trim())),
  checkbox: checkedBox(() => serviceFormMessages.checkboxRequired),
};

type UploadShape = { service: number | typeof OTHER_SERVICE; customService?: string | undefined };
const otherNeedsItsName = (form: UploadShape, context: z.core.$RefinementCtx<UploadShape>) => {
  if (form.service === OTHER_SERVICE && !form.customService) {
    context.addIssue({ code: 'custom', path: ['customService'], message: serviceFormMessages.customServiceRequired });
  }
};

/** POST employee/upload-service: the text fields (images[] and video come beside them). */
export const serviceUploadSchema = z.object(uploadFields).check(z.superRefine(otherNeedsItsName));
export type ServiceUploadFields = z.output<typeof serviceUploadSchema>;

/** POST employee/edit-upload-service: the same fields, plus which offer (action_id) and service (service_id, absent for "other"). */
export const serviceEditSchema = z
  .object({ ...uploadFields, action_id: databaseId(() => serviceFormMessages.notFound), service_id: z.optional(z.union([z.literal(''), databaseId()])) })
  .check(z.superRefine(otherNeedsItsName));
export type ServiceEditFields = z.output<typeof serviceEditSchema>;

/** POST employee/add-service: a service the catalogue lacks, for ops to approve. */
export const addServiceSchema = z.object({
  category: chosenId(() => serviceFormMessages.categoryRequired),
  subCategory: chosenId(() => serviceFormMessages.subCategoryRequired),
  service: requiredText(() => serviceFormMessages.serviceNameRequired, 120),
});
export type AddServiceFields = z.output<typeof addServiceSchema>;

/** POST employee/delete-service and employee/delete-new-service: the offer's action id. */
export const deleteServiceSchema = z.object({ serviceId: databaseId(() => serviceFormMessages.notFound) });


/** Ours: POST admin/partner-services/{id}/approve. Rates are needed when the approval makes a new catalogue service. */
export const approveServiceSchema = z.object({
  rate_per_day: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000))),
  rate_per_hour: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000))),
});
/** Ours: POST admin/partner-services/{id}/reject. */
export const rejectServiceSchema = z.object({ reason: requiredText(() => serviceFormMessages.rejectReasonRequired, 300) });
