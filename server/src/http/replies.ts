import { z } from 'zod';
import type * as core from 'zod/v4/core';

/** The one error body of the API (customer §8): status, field → messages, and a message. */
export const errorBodySchema = z
  .object({
    status: z.number().int(),
    errors: z.record(z.string(), z.array(z.string())),
    message: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });

/**
 * The refusals every route can answer, documented once: the error body for any 4xx and 5xx.
 * Spread into a route's `response` next to its 200 schema.
 */
export const errorResponses = {
  '4XX': errorBodySchema,
  '5XX': errorBodySchema,
} as const;

/** `{ status: 200, message }`: an action that answers only with what it did. */
export const messageReply = z.object({ status: z.number().int(), message: z.string() });

/** A 200 answer with the error responses: `response: ok(envelope(x))`; classic zod or zod/mini (shared/src/wire). */
export const ok = <T extends core.$ZodType>(schema: T) => ({ 200: schema, ...errorResponses });

/** Path parameters that are row ids, by name (the id rule of shared/src/schemas/id.ts). */
export { idParams } from '@servenear/shared/schemas';

/**
 * A 200 that is a file's bytes, not JSON (images, uploads): documented with its media type and
 * never passed through the JSON serializer (Fastify writes streams and buffers as they are).
 */
export const fileResponse = (description: string, mediaType = 'application/octet-stream') => ({
  200: { description, content: { [mediaType]: { schema: z.string().meta({ format: 'binary' }) } } },
  ...errorResponses,
});
