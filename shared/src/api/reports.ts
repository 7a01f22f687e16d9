import type { ApiEnvelope, ReportCreatedWire, ReportPayloadWire } from '@servenear/shared/wire';
import { apiClient } from './client';
import { isRecord, unwrapEnvelope } from './normalise';

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

async function post(path: string, payload: ReportPayloadWire): Promise<ReportCreated> {
  const response = await apiClient.post<ApiEnvelope<ReportCreatedWire>>(path, payload);
  const { data, message } = unwrapEnvelope(response.status, response.data);
  const id = isRecord(data) && typeof data.id === 'number' ? data.id : null;
  return { id, message: message ?? null };
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
