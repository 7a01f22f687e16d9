import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/httpError';
import type { MediaLinks } from './links';
import { mediaTexts } from './messages';

/** The query of a signed link (./links); both absent on a plain URL, which is refused. */
export const signedQuery = z.object({
  expires: z.string().max(12).optional(),
  signature: z.string().max(64).optional(),
});

/**
 * A private file is sent on a valid signed link, or to an active ops member's session (ops see
 * every customer's and partner's files; a disabled member no longer, issue 39). Checked before
 * the file is looked for, so a refusal says nothing about whether the name exists.
 */
export function requirePrivateAccess(request: FastifyRequest, links: MediaLinks, path: string): void {
  if (request.account?.role === 'admin' && request.opsMember && !request.opsMember.disabledAt) return;
  if (!links.verify(path, request.query as z.infer<typeof signedQuery>)) throw new HttpError(403, {}, mediaTexts.linkExpired);
}
