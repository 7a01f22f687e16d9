import type { ApiEnvelope, ServiceOptionWire } from '@servenear/shared/wire';
import { ApiError } from './ApiError';
import { apiClient } from './client';
import { isRecord, unwrapEnvelope } from './normalise';

export interface ServiceOption {
  id: number;
  name: string;
}

export const servicesApi = {
  /** GET service/all: every service as { id, name }, for the report form's select. */
  async listAll(): Promise<ServiceOption[]> {
    const response = await apiClient.get<ApiEnvelope<ServiceOptionWire[]>>('service/all');
    const { data } = unwrapEnvelope(response.status, response.data);
    if (!Array.isArray(data)) throw new ApiError(response.status, {}, 'Unexpected service list from the server');
    return data
      .filter((item): item is ServiceOptionWire => isRecord(item) && typeof item.name === 'string' && Number.isInteger(item.id))
      .map(({ id, name }) => ({ id, name }));
  },
};
