import * as z from 'zod/mini';

/** customer §3 'Report payload': POST report/create and report/create/new. */
export interface ReportPayloadWire {
  name: string;
  email: string;
  mobile: string;
  /** The chosen service's id. */
  service: number;
  description: string;
  user_id?: number;
}

/** data of a successful report: the stored report's id. */
export const reportCreatedWire = /* @__PURE__ */ z.object({ id: z.int() });
export type ReportCreatedWire = z.infer<typeof reportCreatedWire>;
