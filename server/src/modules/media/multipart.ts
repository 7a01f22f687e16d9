import type { FastifyRequest } from 'fastify';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { FORBIDDEN_CONTROL_CHARACTERS, fieldErrorsFromZod, textMessages, type FieldErrors } from '@servenear/shared/schemas';
import { FORM_OVERHEAD_BYTES, readMultipart, TooManyFilesError } from '../../http/multipartBody';
import { firstMessages } from '../../plugins/errorHandler';

export interface UploadedFile {
  field: string;
  bytes: Buffer;
  /** Longer than the route's limit: only the first bytes were kept. */
  tooLarge: boolean;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** The files a small form accepts (a profile photo, ID proofs), each read into memory. */
export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
}

export { TooManyFilesError };

/**
 * A JSON body's text and number fields, for clients that send a form without files. Numbers are
 * passed through as they are (the form's schema reads them).
 */
export function jsonBodyFields(request: FastifyRequest): Record<string, string> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string' || typeof value === 'number')) as Record<string, string>;
}

/**
 * Reads a small multipart form into memory within the route's limits: at most `maxFiles` files
 * of `maxFileBytes` (2–5 MB), so a request holds at most that much; the whole body is capped at
 * the files and the text fields. Any body that cannot be read (cut off, too slow, too large) is
 * the multipart reader's 4xx; more files than allowed a TooManyFilesError. A JSON body is
 * accepted too, as fields without files, for clients that send no file.
 */
export async function readForm(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartBody> {
  if (!request.isMultipart()) return { fields: jsonBodyFields(request), files: [] };
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const bodyLimits = { maxBytes: limits.maxFiles * limits.maxFileBytes + FORM_OVERHEAD_BYTES, ...limits };
  await readMultipart(request, bodyLimits, {
    field(name, value) {
      fields[name] = value;
    },
    async file(name, file) {
      // The reader cuts a file at maxFileBytes, and marks it truncated.
      const chunks: Buffer[] = [];
      for await (const chunk of file as AsyncIterable<Buffer>) chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      // An empty file input still sends a part: treat it as no file.
      if (bytes.length > 0 || file.truncated) files.push({ field: name, bytes, tooLarge: file.truncated === true });
    },
  });
  return { fields, files };
}

/** A form's text fields once checked: the schema's output, or a message per field at fault. */
export type CheckedFields<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

/** The field a control character is reported under: its own name, unless the name carries one too. */
const controlCharacterField = (name: string) => (FORBIDDEN_CONTROL_CHARACTERS.test(name) ? 'form' : name);

/**
 * A form's text fields through the route's zod schema, one message per field as the spec shows.
 * A multipart route has no body schema (its parts are read in the handler, after validation), so
 * the rule the validator applies to every JSON string is applied here: no control characters
 * but tab and newline, in any field, read or not.
 */
export function checkFormFields<S extends $ZodType>(schema: S, fields: MultipartBody['fields']): CheckedFields<output<S>> {
  // A Map: a client may name a field `toString` or `__proto__`.
  const errors = new Map<string, string[]>();
  for (const [name, value] of Object.entries(fields)) {
    // String(): readForm passes a JSON body's numbers through as they are.
    if (FORBIDDEN_CONTROL_CHARACTERS.test(name) || FORBIDDEN_CONTROL_CHARACTERS.test(String(value))) {
      errors.set(controlCharacterField(name), [textMessages.controlCharacters]);
    }
  }
  const parsed = safeParse(schema, fields);
  if (!parsed.success) {
    for (const [field, messages] of Object.entries(firstMessages(fieldErrorsFromZod(parsed.error)))) {
      if (!errors.has(field)) errors.set(field, messages);
    }
  }
  return parsed.success && errors.size === 0 ? { success: true, data: parsed.data } : { success: false, errors: Object.fromEntries(errors) };
}
