import { z } from 'zod';

/** customer §3 'Report select items': GET service/all → data[]. */
export const serviceOptionWire = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type ServiceOptionWire = z.infer<typeof serviceOptionWire>;
