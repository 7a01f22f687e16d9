import type { z } from 'zod';

/** The spec's error map (customer §8): field name → messages, first message shown. */
export type FieldErrors = Record<string, string[]>;

/** Turns zod issues into the spec's `errors` map, keeping the schema's order per field. */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
