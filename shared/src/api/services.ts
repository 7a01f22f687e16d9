import type { ServiceOptionWire } from '@servenear/shared/wire';
import { apiClient } from './client';
import { envelope, parseReply, readsWire } from './reply';
import { array, number, object, string } from './replySchema';

export interface ServiceOption {
  id: number;
  name: string;
}

const serviceOptionReply = readsWire<ServiceOptionWire>()(object({ id: number(), name: string() }));
const serviceListReply = envelope(array(serviceOptionReply));

export const servicesApi = {
  /** GET service/all: every service as { id, name }, for the report form's select. */
  async listAll(): Promise<ServiceOption[]> {
    const response = await apiClient.get<unknown>('service/all');
    return parseReply(serviceListReply, response).data;
  },
};
