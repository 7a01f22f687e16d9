import * as z from 'zod/mini';

/** customer §3 'Report select items': GET service/all → data[]. */
export const serviceOptionWire = /* @__PURE__ */ z.object({
  id: z.int(),
  name: z.string(),
});
export type ServiceOptionWire = z.infer<typeof serviceOptionWire>;
