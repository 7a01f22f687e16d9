import * as z from 'zod/mini';
import { idParams } from '../schemas/idSchemas';
import { defineEndpoint, messageEnvelope } from './define';

/*
 * Ours (issue 37): the mover's two steps of a Pass Fast Express move, each with a photo, called
 * by usePdJobStep (@servenear/shared/partner).
 */

const stepDescription = (step: string, from: string) =>
  `Multipart: one \`photo\` (JPEG, PNG or WebP, at most 10 MB) of the goods ${step}. Only the mover the request is allocated ` +
  `to (else 404), only once it is ${from} (else 409); the customer and ops are told.`;

const stepReply = /* @__PURE__ */ messageEnvelope(z.object({ id: z.int() }));

/** paid → picked up, with a photo. */
export const pdPickedUpEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/pdenquiry/:id/picked-up',
  summary: 'Mark a Pass Fast Express job picked up, with a photo (ours)',
  description: stepDescription('as picked up', 'paid'),
  consumes: ['multipart/form-data'],
  params: idParams('id'),
  /** The route reads the one part itself (media's readMediaForm); no JSON fields. */
  body: z.object({}),
  reply: stepReply,
  toModel: ({ data }) => data.id,
});

/** picked up → delivered, with a photo. */
export const pdDeliveredEndpoint = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: 'employee/pdenquiry/:id/delivered',
  summary: 'Mark a Pass Fast Express job delivered, with a photo (ours)',
  description: stepDescription('as delivered', 'picked up'),
  consumes: ['multipart/form-data'],
  params: idParams('id'),
  body: z.object({}),
  reply: stepReply,
  toModel: ({ data }) => data.id,
});
