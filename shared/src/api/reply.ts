import type { AxiosResponse } from 'axios';
import * as z from 'zod/mini';
import { ApiError } from './ApiError';
import { UNEXPECTED_REPLY, unwrapEnvelope } from './normalise';

/*
 * Replies are checked once, here, against a schema (issue 12 'Replies checked once'). The
 * schemas are zod/mini rather than the server's own wire schemas (shared/src/wire, classic
 * zod): pages without forms (the catalogue, the content pages) load no classic zod, which is
 * not tree-shaken (a remote with forms loads about 38 KB gzip of zod chunks) and would not fit their first-visit budgets;
 * zod/mini brings only what the reply schemas use. Each reply schema is tied to its wire type
 * with `readsWire`, so it cannot refuse an answer the server may send; fields the spec allows to
 * be missing get defaults.
 */

type AcceptsWire<Schema extends z.ZodMiniType, Wire> = [Wire] extends [z.input<Schema>] ? Schema : never;

/**
 * Declares which wire type a reply schema reads: it fails to compile when the server's wire
 * type has an answer the schema would refuse.
 */
export const readsWire =
  <Wire>() =>
  <Schema extends z.ZodMiniType>(schema: Schema & AcceptsWire<Schema, Wire>): Schema =>
    schema;

/** The spec's envelope around `data`; its message is what a toast shows after a change. */
export const envelope = <Data extends z.ZodMiniType>(data: Data) => z.object({ data, message: z.optional(z.string()) });

/** An envelope whose `data` the call does not read: only the message matters. */
export const messageOnly = z.object({ message: z.optional(z.string()) });

/**
 * Checks a 2xx reply: first that it is one of ours and not a failure (unwrapEnvelope), then that
 * its body has the shape the call reads. A body of another shape is the ApiError of an
 * unexpected reply, with the HTTP status.
 */
export function parseReply<Schema extends z.ZodMiniType>(schema: Schema, response: AxiosResponse<unknown>): z.output<Schema> {
  unwrapEnvelope(response.status, response.data);
  const parsed = z.safeParse(schema, response.data);
  if (!parsed.success) throw new ApiError(response.status, {}, UNEXPECTED_REPLY);
  return parsed.data;
}

/** The spec sends flags as 0/1; 1 = verified. */
export const verifiedFlag = z.union([z.literal(0), z.literal(1)]);

/** The three kinds of account. */
export const role = z.enum(['user', 'employee', 'admin']);

/** A field the spec allows to be missing or null. */
export const maybe = <Schema extends z.ZodMiniType>(schema: Schema) => z.optional(z.nullable(schema));
