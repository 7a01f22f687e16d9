import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope, PageContentWire } from '@servenear/shared/wire';
import { getPage } from './service';

export async function pagesRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { slug: string } }>('/pages/:slug', async (request): Promise<ApiEnvelope<PageContentWire>> => {
    return { status: 200, data: await getPage(app.db, request.params.slug) };
  });
}
