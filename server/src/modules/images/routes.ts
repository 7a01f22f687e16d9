import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/httpError';
import { subjectFor } from './catalogue';
import { renderTile } from './svg';
import { imageKinds, type ImageKind } from './urls';

const SLUG = /^([a-z0-9]+(?:-[a-z0-9]+)*?)(?:--([1-6]))?\.svg$/;
const ONE_DAY_SECONDS = 86_400;

/** Generated catalogue pictures: no outside hosts, and an SVG cannot run script under this policy. */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { kind: string; file: string } }>('/images/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const match = SLUG.exec(file);
    if (!imageKinds.includes(kind as ImageKind) || !match || file.length > 140) throw notFound('Image not found');
    const subject = subjectFor(kind as ImageKind, match[1]!);
    return reply
      .header('Cache-Control', `public, max-age=${ONE_DAY_SECONDS}`)
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(renderTile({ kind: kind as ImageKind, title: subject.title, categoryId: subject.categoryId, variant: Number(match[2] ?? 1) }));
  });
}
