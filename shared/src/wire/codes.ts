import * as z from 'zod/mini';

/**
 * What a code page needs after a reload (ours): seconds until the open code expires (0: none is
 * open) and until a new code can really be sent (the cool-down and the number's hourly cap).
 */
export const codeTimingsWire = /* @__PURE__ */ z.object({ expires_in: z.int(), resend_in: z.int() });
export type CodeTimingsWire = z.infer<typeof codeTimingsWire>;
