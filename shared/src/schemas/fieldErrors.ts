import type { $ZodError } from 'zod/v4/core';

/** The spec's error map (customer §8): field name → messages, first message shown. */
export type FieldErrors = Record<string, string[]>;

/**
 * Turns zod issues into the spec's `errors` map, keeping the schema's order per field. Collected
 * in a Map: a client may name a field `toString` or `__proto__`.
 */
export function fieldErrorsFromZod(error: $ZodError): FieldErrors {
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    errors.set(field, [...(errors.get(field) ?? []), issue.message]);
  }
  return Object.fromEntries(errors);
}
