import * as v from 'valibot';
import type { ServiceOptionWire } from '@servenear/shared/wire';
import { apiClient } from './client';
import { envelope, parseReply, readsWire } from './reply';

export interface ServiceOption {
  id: number;
  name: string;
}

const serviceOptionReply = readsWire<ServiceOptionWire>()(v.object({ id: v.number(), name: v.string() }));
const serviceListReply = envelope(v.array(serviceOptionReply));

export const servicesApi = {
  /** GET service/all: every service as { id, name }, for the report form's select. */
  async listAll(): Promise<ServiceOption[]> {
    const response = await apiClient.get<unknown>('service/all');
    return parseReply(serviceListReply, response).data;
  },
};
