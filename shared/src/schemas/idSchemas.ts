import * as z from 'zod/mini';
import { ID_PATTERN, MAX_DATABASE_ID, MAX_ID_LENGTH } from './id';
import { textMessages } from './texts';
import type { RuleMessage } from './common';

/**
 * A row id written as text (a path segment or a query string, which are never anything else):
 * the rule of ./id.ts, parseId's answer for a string. Every refusal carries `message`.
 */
export const databaseIdText = (message: RuleMessage = () => textMessages.invalidId) =>
  z.pipe(z.string({ error: message }).check(z.maxLength(MAX_ID_LENGTH, { error: message }), z.regex(ID_PATTERN, { error: message })), z.transform(Number));

/**
 * A row id in a body (JSON or multipart): a whole number from 1 to MAX_DATABASE_ID, or its
 * digits as databaseIdText takes them, the rule of ./id.ts. So 12 and "12" are row 12, and
 * " 12", "012" or "1e3" no row at all: every id has one spelling and shares one rate limit.
 */
export const databaseId = (message: RuleMessage = () => textMessages.invalidId) =>
  z.union(
    [z.int({ error: message }).check(z.minimum(1, { error: message }), z.maximum(MAX_DATABASE_ID, { error: message })), databaseIdText(message)],
    { error: message },
  );

/**
 * Path parameters that are row ids, by name: `params: idParams('id')`. A path is text, so each is
 * an id's digits (databaseIdText); anything else is a 422.
 */
export function idParams<Name extends string>(...names: Name[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, databaseIdText()])) as Record<Name, ReturnType<typeof databaseIdText>>);
}
