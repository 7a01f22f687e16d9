import type * as z from 'zod/mini';
import { reportCreatedWire } from '../wire/reports';
import { defineEndpoint, messageEnvelope } from './define';

/** The report form's answer: the stored report's id and what the server said. */
const reportCreated = /* @__PURE__ */ messageEnvelope(reportCreatedWire);
const toReportCreated = ({ data, message }: z.output<typeof reportCreated>) => ({ id: data.id, message });

/** customer §7 'POST report/create': the public form (customer §2 /report, the partner's too). */
export const reportEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'report/create',
  summary: 'Stores a report about a service',
  description: 'The reporter is the signed-in account, if any: the body’s user_id is never trusted.',
  loadBody: () => import('../schemas/report').then((rules) => rules.reportSchema),
  reply: reportCreated,
  toModel: toReportCreated,
});

/** customer §7 'POST report/create/new': sent from a signed-in session, with the reporter's id. */
export const signedInReportEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'report/create/new',
  summary: 'Stores a report about a service, sent from a signed-in page',
  description: 'The same as report/create (customer §7 has both): the reporter is the signed-in account, if any, whatever user_id says.',
  loadBody: () => import('../schemas/report').then((rules) => rules.reportSchema),
  reply: reportCreated,
  toModel: toReportCreated,
});
