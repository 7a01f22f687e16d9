import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/httpError';
import { imageTypes, mimeByExtension } from './fileType';
import { STORED_NAME } from './storage';

/**
 * GET /api/files/profile/:name: profile photos are public by their unguessable name.
 * ID proofs are never served here, only through GET employee/id-proofs/:proofId.
 */
export async function fileRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get<{ Params: { name: string } }>('/files/profile/:name', async (request, reply) => {
    const { name } = request.params;
    const match = STORED_NAME.exec(name);
    const mime = match ? mimeByExtension[match[1] as keyof typeof mimeByExtension] : undefined;
    if (!mime || !(imageTypes as readonly string[]).includes(mime)) throw notFound('File not found.');
    const bytes = await context.uploads.read('profile', name);
    if (!bytes) throw notFound('File not found.');
    return reply
      .type(mime)
      .header('Cache-Control', 'private, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .send(bytes);
  });
}
