import * as z from 'zod/mini';

/**
 * Issue 39: the wire shapes of ops' Report & Queries (the reports customers and partners send
 * from /report). Not in the wire index, which customers' pages load: the endpoint file
 * (../endpoints/opsReports.ts) re-exports the types.
 */

export const reportStatuses = ['open', 'answered', 'closed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** An ops member as a report names them: who answered, who closed. */
const opsPersonWire = /* @__PURE__ */ z.object({ id: z.int(), name: z.string() });

/** One row of GET admin/reports. */
export const opsReportRowWire = /* @__PURE__ */ z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  service_id: z.int(),
  service_name: z.string(),
  description: z.string(),
  status: z.enum(reportStatuses),
  /** ISO date-times. */
  created_at: z.string(),
  answered_at: z.nullable(z.string()),
  closed_at: z.nullable(z.string()),
});
export type OpsReportRowWire = z.infer<typeof opsReportRowWire>;


/** GET admin/reports/{id} → data: the report, its reporter's account if any, and what ops did. */
export const opsReportWire = /* @__PURE__ */ z.extend(opsReportRowWire, {
  /** The account the report was sent from (a signed-in customer or partner); null for a visitor. */
  account: z.nullable(z.object({ id: z.int(), name: z.string(), mobile: z.nullable(z.string()), role: z.enum(['user', 'employee', 'admin']) })),
  /** The latest answer, plain text, as texted to the reporter. */
  answer: z.nullable(z.string()),
  answered_by: z.nullable(opsPersonWire),
  closed_by: z.nullable(opsPersonWire),
  close_note: z.nullable(z.string()),
});
export type OpsReportWire = z.infer<typeof opsReportWire>;
