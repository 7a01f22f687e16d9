import * as v from 'valibot';
import type { AxiosResponse } from 'axios';
import { ApiError } from './ApiError';
import { UNEXPECTED_REPLY, unwrapEnvelope } from './normalise';

/*
 * Replies are checked once, here, against a reply schema (issue 12 'Replies checked once').
 * The schemas are valibot rather than the server's zod wire schemas: valibot is tree-shaken to
 * the few checks a page's replies use (about 1 KB gzip), while zod's core is not, and would cost
 * 6.6 KB on the catalogue pages and 16.3 KB on the content pages, which load no form (zod/mini,
 * measured). Each reply schema is tied to the server's wire type (shared/src/wire) with
 * `readsWire`, so it cannot refuse an answer the server may send; fields the spec allows to be
 * missing get defaults here, never in the wire schemas the server writes with.
 */

type AcceptsWire<Schema extends v.GenericSchema, Wire> = [Wire] extends [v.InferInput<Schema>] ? Schema : never;

/**
 * Declares which wire type a reply schema reads: it fails to compile when the server's wire
 * type has an answer the schema would refuse.
 */
export const readsWire =
  <Wire>() =>
  <Schema extends v.GenericSchema>(schema: Schema & AcceptsWire<Schema, Wire>): Schema =>
    schema;

/** The spec's envelope around `data`; its message is what a toast shows after a change. */
export const envelope = <Data extends v.GenericSchema>(data: Data) => v.object({ data, message: v.optional(v.string()) });

/** An envelope whose `data` the call does not read: only the message matters. */
export const messageOnly = v.object({ message: v.optional(v.string()) });

/**
 * Checks a 2xx reply: first that it is one of ours and not a failure (unwrapEnvelope), then that
 * its body has the shape the call reads. A body of another shape is the ApiError of an
 * unexpected reply, with the HTTP status.
 */
export function parseReply<Schema extends v.GenericSchema>(schema: Schema, response: AxiosResponse<unknown>): v.InferOutput<Schema> {
  unwrapEnvelope(response.status, response.data);
  const parsed = v.safeParse(schema, response.data);
  if (!parsed.success) throw new ApiError(response.status, {}, UNEXPECTED_REPLY);
  return parsed.output;
}

/** The spec sends flags as 0/1; 1 = verified. */
export const verifiedFlag = v.picklist([0, 1]);

/** The three kinds of account. */
export const role = v.picklist(['user', 'employee', 'admin']);

/** A field the spec allows to be missing or null. */
export const maybe = <Schema extends v.GenericSchema>(schema: Schema) => v.optional(v.nullable(schema));
