import * as z from 'zod/mini';
import { defineTexts } from '@servenear/shared/i18n';
import { databaseId, requiredText } from './common';

/**
 * Report and Queries form (customer §5 'Report form', partner §5): every field required,
 * messages exactly as the spec spells them. Used by the form and by POST report/create.
 */
export const reportMessages = defineTexts(
  {
    nameRequired: 'Name is required.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Please enter a valid email address',
    mobileRequired: 'Mobile number is required.',
    mobileInvalid: 'Please enter a valid mobile number.',
    serviceRequired: 'Please select a service.',
    descriptionRequired: 'Description is required.',
  },
  { hi: () => import('./report.hi.json'), ta: () => import('./report.ta.json') },
);

/** A service id from the select: the browser sends it as a string ('' when none is chosen), other clients as a number. */
const serviceId = databaseId(() => reportMessages.serviceRequired);

export const reportSchema = z.object({
  name: requiredText(() => reportMessages.nameRequired, 120),
  email: z.pipe(
    requiredText(() => reportMessages.emailRequired, 254),
    z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: () => reportMessages.emailInvalid })),
  ),
  mobile: z.pipe(
    requiredText(() => reportMessages.mobileRequired, 20, () => reportMessages.mobileInvalid),
    z.string().check(z.regex(/^\+?\d{10,12}$/, { error: () => reportMessages.mobileInvalid })),
  ),
  service: serviceId,
  description: requiredText(() => reportMessages.descriptionRequired, 5000),
  /** Sent by the signed-in report page (customer §3 'Report payload'); the server takes the
   * reporter from the session instead and ignores this value. */
  user_id: z.nullable(z.optional(z.union([z.string().check(z.maxLength(20)), z.number()]))),
});

export type ReportInput = z.input<typeof reportSchema>;
export type Report = z.output<typeof reportSchema>;
