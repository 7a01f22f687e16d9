import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/replies';
import { notFound } from '../../lib/httpError';
import { imageTypes, isImageType, mimeByExtension } from './fileType';
import { mediaTexts } from './messages';
import { requirePrivateAccess, signedQuery } from './privateAccess';
import { STORED_NAME } from './uploadStore';
import { filePath } from './urls';

/** Longer than any name the store hands out (32 hex digits and an extension), so never a file. */
const MAX_NAME_LENGTH = 64;

const profilePhotoParams = z.object({ name: z.string().max(MAX_NAME_LENGTH) });

/** The stored bytes, sent as they are (Fastify passes a Buffer by the JSON serializer). */
const photoBytes = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/** The photo's bytes, in the type it was stored as (the store detects it from the content). */
const profilePhotoResponse = {
  200: {
    description: 'A profile photo.',
    content: Object.fromEntries(imageTypes.map((type) => [type, { schema: photoBytes }])),
  },
  ...errorResponses,
};

/**
 * GET /api/files/profile/:name: private. The owner's profile reply hands out a signed link (./links);
 * ops' session reads any. ID proofs are never served here, only through GET
 * employee/id-proofs/:proofId, to their partner and ops.
 */
export const fileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get('/files/profile/:name', { schema: { params: profilePhotoParams, querystring: signedQuery, response: profilePhotoResponse } }, async (request, reply) => {
    const { name } = request.params;
    requirePrivateAccess(request, context.mediaLinks, filePath('profile', name));
    // A name the store could not have made is answered like a missing file: no 422 hints at the format.
    const match = STORED_NAME.exec(name);
    const mime = match ? mimeByExtension[match[1] as keyof typeof mimeByExtension] : undefined;
    if (!isImageType(mime)) throw notFound(mediaTexts.fileNotFound);
    const bytes = await context.uploads.read('profile', name);
    if (!bytes) throw notFound(mediaTexts.fileNotFound);
    return reply
      .type(mime)
      .header('Cache-Control', 'private, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .send(bytes);
  });
};
