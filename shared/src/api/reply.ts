import type { AxiosResponse } from 'axios';
import { ApiError } from './ApiError';
import { UNEXPECTED_REPLY, unwrapEnvelope } from './normalise';
import { check, nullable, object, oneOf, optional, string, type AnySchema, type Input, type Output, type Schema } from './replySchema';

/*
 * Replies are checked once, here, against a reply schema (issue 12 'Replies checked once'),
 * built from ./replySchema (why not zod: see there). Each reply schema is tied to the server's
 * wire type (shared/src/wire) with `readsWire`, so it cannot refuse an answer the server may
 * send; fields the spec allows to be missing get defaults here, never in the wire schemas the
 * server writes with.
 */

type AcceptsWire<S extends AnySchema, Wire> = [Wire] extends [Input<S>] ? S : never;

/**
 * Declares which wire type a reply schema reads: it fails to compile when the server's wire
 * type has an answer the schema would refuse.
 */
export const readsWire =
  <Wire>() =>
  <S extends AnySchema>(schema: S & AcceptsWire<S, Wire>): S =>
    schema;

/** The spec's envelope around `data`; its message is what a toast shows after a change. */
export const envelope = <Data extends AnySchema>(data: Data) => object({ data, message: optional(string()) });

/** An envelope whose `data` the call does not read: only the message matters. */
export const messageOnly = object({ message: optional(string()) });

/**
 * Checks a 2xx reply: first that it is one of ours and not a failure (unwrapEnvelope), then that
 * its body has the shape the call reads. A body of another shape is the ApiError of an
 * unexpected reply, with the HTTP status.
 */
export function parseReply<S extends AnySchema>(schema: S, response: AxiosResponse<unknown>): Output<S> {
  unwrapEnvelope(response.status, response.data);
  const parsed = check(schema, response.data);
  if (!parsed.ok) throw new ApiError(response.status, {}, UNEXPECTED_REPLY);
  return parsed.value as Output<S>;
}

/** The spec sends flags as 0/1; 1 = verified. */
export const verifiedFlag = oneOf([0, 1]);

/** The three kinds of account. */
export const role = oneOf(['user', 'employee', 'admin']);

/** A field the spec allows to be missing or null. */
export const maybe = <O, I>(schema: Schema<O, I>) => optional(nullable(schema));
