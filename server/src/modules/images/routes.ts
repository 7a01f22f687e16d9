import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileResponse } from '../../http/replies';
import { notFound } from '../../lib/httpError';
import { subjectFor } from './catalogue';
import { imageTexts } from './messages';
import { renderTile } from './svg';
import { imageKinds, type ImageKind } from './urls';

const SLUG = /^([a-z0-9]+(?:-[a-z0-9]+)*?)(?:--([1-6]))?\.svg$/;
const ONE_DAY_SECONDS = 86_400;
/**
 * Twice the longest tile name (a 35-character slug and its "--6.svg"), and under the router's
 * own 100-character limit on a path parameter (longer ones match no route: 404).
 */
const MAX_FILE_LENGTH = 80;

/**
 * The kind and file stay free text (bounded): an unknown kind or a name that is no tile's answers
 * 404 like any missing image, as it did before the schema.
 */
const imageParams = z.object({ kind: z.string().max(20), file: z.string().max(MAX_FILE_LENGTH) });

const isImageKind = (kind: string): kind is ImageKind => (imageKinds as readonly string[]).includes(kind);

/** Generated catalogue pictures: no outside hosts, and an SVG cannot run script under this policy. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/:kind/:file',
    { schema: { params: imageParams, response: fileResponse('A generated catalogue picture.', 'image/svg+xml') } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const match = SLUG.exec(file);
      if (!isImageKind(kind) || !match) throw notFound(imageTexts.notFound);
      const subject = subjectFor(kind, match[1]!);
      return reply
        .header('Cache-Control', `public, max-age=${ONE_DAY_SECONDS}`)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('image/svg+xml; charset=utf-8')
        .send(renderTile({ kind, title: subject.title, categoryId: subject.categoryId, variant: Number(match[2] ?? 1) }));
    },
  );
};
