import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope, ServiceOptionWire } from '@servenear/shared/wire';
import { listServiceOptions } from './service';

export async function servicesRoutes(app: FastifyInstance): Promise<void> {
  app.get('/service/all', async (): Promise<ApiEnvelope<ServiceOptionWire[]>> => {
    return { status: 200, data: await listServiceOptions(app.db) };
  });
}
