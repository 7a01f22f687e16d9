import * as v from 'valibot';
import type { ReportCreatedWire, ReportPayloadWire } from '@servenear/shared/wire';
import { apiClient, parseReply, readsWire } from '@servenear/shared/api';

export interface ReportRequest {
  name: string;
  email: string;
  mobile: string;
  /** The chosen service's id. */
  service: number;
  description: string;
}

export interface ReportCreated {
  id: number | null;
  message: string | null;
}

/** The stored report's id; a reply without one still means the report was taken. */
const reportCreatedReply = v.object({
  data: v.optional(readsWire<ReportCreatedWire>()(v.object({ id: v.number() }))),
  message: v.optional(v.string()),
});

async function post(path: string, payload: ReportPayloadWire): Promise<ReportCreated> {
  const response = await apiClient.post<unknown>(path, payload);
  const { data, message } = parseReply(reportCreatedReply, response);
  return { id: data?.id ?? null, message: message ?? null };
}

export const reportsApi = {
  /** POST report/create: the public form. */
  create(report: ReportRequest): Promise<ReportCreated> {
    return post('report/create', { ...report });
  },
  /** POST report/create/new: sent from a signed-in session, with the reporter's id. */
  createForUser({ userId, ...report }: ReportRequest & { userId: number }): Promise<ReportCreated> {
    return post('report/create/new', { ...report, user_id: userId });
  },
};
