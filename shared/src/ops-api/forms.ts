import * as z from 'zod/mini';
import { partnerRejectionSchema } from '../endpoints/admin';
import { disputeMessages } from '../endpoints/disputes';
import { disputeOutcomes } from '../domain/disputes';
import { opsNewMemberSchema, opsSignInCodeSchema } from '../endpoints/ops';
import { rejectServiceSchema, serviceFormMessages } from '../schemas/partnerService';
import { MAX_QUOTE_RUPEES, enquiryAnswerSchema, enquiryOpsMessages, enquiryRejectSchema } from '../schemas/enquiry';

/** The sign-in's code step as a form: the code only, by the server's own rule (the challenge is the page's). */
export const opsCodeFormSchema = /* @__PURE__ */ z.object({ code: opsSignInCodeSchema.shape.code });
export type OpsCodeForm = z.input<typeof opsCodeFormSchema>;

/** Why ops reject or suspend a partner, told to him: the server's rule, 3 to 300 characters. */
export const opsReasonFormSchema = partnerRejectionSchema;
export type OpsReasonForm = z.input<typeof opsReasonFormSchema>;

/** Add a member: the server's own rules and messages (name, mobile, one or more roles). */
export const opsNewMemberFormSchema = opsNewMemberSchema;
export type OpsNewMemberForm = z.input<typeof opsNewMemberFormSchema>;

/** Change a member's roles: the roles rule of adding one. */
export const opsRolesFormSchema = /* @__PURE__ */ z.object({ roles: opsNewMemberSchema.shape.roles });
export type OpsRolesForm = z.input<typeof opsRolesFormSchema>;

/** Why ops refuse a partner's own service, told to him: the server's rule. */
export const opsServiceRejectionFormSchema = rejectServiceSchema;
export type OpsServiceRejectionForm = z.input<typeof opsServiceRejectionFormSchema>;

/** Whole rupees, as typed: required, from 0 to 10,00,000 (the server's bounds). */
const rupees = () =>
  z.string({ error: serviceFormMessages.ratesRequired }).check(
    z.trim(),
    z.regex(/^\d{1,7}$/, { error: serviceFormMessages.ratesRequired }),
    z.refine((value: string) => Number(value) <= 1_000_000, { error: 'At most ₹10,00,000.' }),
  );

/**
 * The rates of the catalogue service an approval makes (when the subcategory has none of that
 * name): both required, the server's message; sent as numbers.
 */
export const opsServiceRatesFormSchema = /* @__PURE__ */ z.object({ rate_per_day: rupees(), rate_per_hour: rupees() });
export type OpsServiceRatesForm = z.input<typeof opsServiceRatesFormSchema>;

/**
 * Resolve a dispute: the outcome, the refund in whole rupees as typed (part_refund only), and the
 * note told to the customer and the partner. The server's messages; the server checks the amount
 * against what was paid or is owed.
 */
export const opsDisputeFormSchema = /* @__PURE__ */ z
  .object({
    outcome: z.enum(disputeOutcomes, { error: disputeMessages.outcome }),
    amount: z.string().check(z.trim(), z.regex(/^\d{0,8}$/, { error: disputeMessages.amount })),
    note: z.string().check(z.trim(), z.maxLength(500, { error: disputeMessages.note })),
  })
  .check(z.refine((value) => value.outcome !== 'part_refund' || Number(value.amount) >= 1, { error: disputeMessages.amount, path: ['amount'] }));
export type OpsDisputeForm = z.input<typeof opsDisputeFormSchema>;

/**
 * Answer an enquiry: the message the customer reads (the server's rule) and, optional, a quote
 * in whole rupees as typed (blank: none), 1 to 10,00,000 — the server's bounds and message.
 */
export const opsEnquiryAnswerFormSchema = /* @__PURE__ */ z.object({
  message: enquiryAnswerSchema.shape.message,
  quote: z.string().check(
    z.trim(),
    z.refine((value: string) => value === '' || (/^\d{1,7}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_QUOTE_RUPEES), {
      error: enquiryOpsMessages.quoteInvalid,
    }),
  ),
});
export type OpsEnquiryAnswerForm = z.input<typeof opsEnquiryAnswerFormSchema>;

/** Reject an enquiry: the reason the customer reads (the server's rule, up to 1,000 characters). */
export const opsEnquiryRejectFormSchema = enquiryRejectSchema;
export type OpsEnquiryRejectForm = z.input<typeof opsEnquiryRejectFormSchema>;
