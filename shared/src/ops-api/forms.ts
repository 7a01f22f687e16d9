import * as z from 'zod/mini';
import { partnerRejectionSchema } from '../endpoints/admin';
import { opsSignInCodeSchema } from '../endpoints/ops';

/** The sign-in's code step as a form: the code only, by the server's own rule (the challenge is the page's). */
export const opsCodeFormSchema = /* @__PURE__ */ z.object({ code: opsSignInCodeSchema.shape.code });
export type OpsCodeForm = z.input<typeof opsCodeFormSchema>;

/** Why ops reject or suspend a partner, told to him: the server's rule, 3 to 300 characters. */
export const opsReasonFormSchema = partnerRejectionSchema;
export type OpsReasonForm = z.input<typeof opsReasonFormSchema>;
