import * as z from 'zod/mini';
import { idParams } from '../schemas/idSchemas';
import { opsReportRowWire, opsReportWire, reportStatuses } from '../wire/opsReports';
import { pageInput } from './coordinates';
import { defineEndpoint, envelope, messageEnvelope, pageEnvelope } from './define';

// The console's and the server's names for these shapes: not in the wire area, which customers' pages load.
export type { OpsReportRowWire, OpsReportWire, ReportStatus } from '../wire/opsReports';
export { reportStatuses };

/*
 * Issue 39: ops' Report & Queries, under /api/admin (permission reports.manage): the reports
 * sent from /report, read, answered (the answer is texted to the report's mobile) and closed.
 */

export const opsReportMessages = {
  status: `Status must be one of ${reportStatuses.join(', ')}.`,
  sort: 'Sort by received or status.',
  order: 'Order must be asc or desc.',
  perPage: 'per_page must be a whole number from 1 to 100.',
  answer: 'Please write an answer of 2 to 1000 characters.',
  note: 'A note may be at most 300 characters.',
  notFound: 'Report not found.',
  closed: 'This report is closed: it cannot be answered or closed again.',
  answered: 'Answer sent: the reporter gets it by SMS.',
  closedNow: 'Report closed.',
} as const;

/** Reports a page of the queue holds unless told. */
export const REPORTS_PER_PAGE = 25;
export const reportSorts = ['received', 'status'] as const;
export type ReportSort = (typeof reportSorts)[number];

/** GET admin/reports?status=&q=&sort=&order=&page=&per_page= */
export const opsReportsQuerySchema = /* @__PURE__ */ z.object({
  status: z.optional(z.enum(reportStatuses, { error: opsReportMessages.status })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sort: z._default(z.enum(reportSorts, { error: opsReportMessages.sort }), 'received'),
  order: z._default(z.enum(['desc', 'asc'], { error: opsReportMessages.order }), 'desc'),
  page: pageInput,
  per_page: z.pipe(
    z.optional(z.string({ error: opsReportMessages.perPage }).check(z.maxLength(3, { error: opsReportMessages.perPage }), z.regex(/^\d+$/, { error: opsReportMessages.perPage }))),
    z.pipe(
      z.transform((value: string | undefined) => (value ? Number(value) : REPORTS_PER_PAGE)),
      z.int().check(z.minimum(1, { error: opsReportMessages.perPage }), z.maximum(100, { error: opsReportMessages.perPage })),
    ),
  ),
});
export type OpsReportsQuery = z.output<typeof opsReportsQuerySchema>;

/** The answer, told to the reporter by SMS: plain text (never rendered as HTML), 2 to 1000 characters. */
export const opsReportAnswerSchema = /* @__PURE__ */ z.object({
  answer: z.string({ error: opsReportMessages.answer }).check(z.trim(), z.minLength(2, { error: opsReportMessages.answer }), z.maxLength(1000, { error: opsReportMessages.answer })),
});
export type OpsReportAnswer = z.output<typeof opsReportAnswerSchema>;

/** Why it was closed, for ops only (the reporter is not told). */
export const opsReportCloseSchema = /* @__PURE__ */ z.object({
  note: z.optional(z.string({ error: opsReportMessages.note }).check(z.trim(), z.maxLength(300, { error: opsReportMessages.note }))),
});
export type OpsReportClose = z.output<typeof opsReportCloseSchema>;

const reportParams = /* @__PURE__ */ idParams('id');

export const opsReportsEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/reports',
  summary: 'Reports sent from /report, paged, filtered and sorted (reports.manage)',
  description:
    '`status` one of open, answered, closed (every status when absent); `q` any part of the name, e-mail, mobile or description; ' +
    '`sort` received (the default) or status, `order` desc (the default: newest first; by status, open first) or asc. ' +
    `\`per_page\` 1 to 100 (${REPORTS_PER_PAGE} unless told); \`total\` counts every matching report.`,
  query: opsReportsQuerySchema,
  reply: pageEnvelope(opsReportRowWire),
});

export const opsReportEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: 'admin/reports/:id',
  summary: 'One report with its service, the reporter’s account if any, and its answer and closing',
  params: reportParams,
  reply: envelope(opsReportWire),
});

export const opsAnswerReportEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/reports/:id/answer',
  summary: 'Answer a report: texted to the report’s mobile, and told in-app to the reporter’s account',
  description:
    'open or answered → answered. Answering again (a correction, a follow-up) replaces the answer shown and texts the new one; ' +
    'every answer stays in the ops audit log. A closed report is a 409.',
  params: reportParams,
  body: opsReportAnswerSchema,
  reply: messageEnvelope(opsReportWire),
});

export const opsCloseReportEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'admin/reports/:id/close',
  summary: 'Close a report, answered or not, with an optional note for ops',
  description: 'The reporter is not told. A report closed already is a 409.',
  params: reportParams,
  body: opsReportCloseSchema,
  reply: messageEnvelope(opsReportWire),
});
