import type { FastifyRequest } from 'fastify';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { FORBIDDEN_CONTROL_CHARACTERS, fieldErrorsFromZod, textMessages, type FieldErrors } from '@servenear/shared/schemas';
import { HttpError } from '../../lib/httpError';
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

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
}

/** More files than the route accepts: the rest of the body is not read. A route may answer it
 *  with a message under its own field; otherwise it is a plain 422. */
export class TooManyFilesError extends HttpError {
  constructor() {
    super(422, {}, 'Too many files were sent.');
  }
}

/** busboy's own words for a body it cannot read: no boundary, cut short, broken part headers. */
const UNREADABLE_BODY = /^(Multipart: |Unexpected end of form|Malformed part header)/;

/** What a multipart reader throws for a body busboy could not read (a 400); anything else, as it is. */
export function unreadableBodyOr(error: unknown): unknown {
  return error instanceof Error && UNREADABLE_BODY.test(error.message) ? new HttpError(400, {}, 'The upload could not be read.') : error;
}

/**
 * A JSON body's text and number fields, for clients that send a form without files. Numbers are
 * passed through as they are (the form's schema reads them).
 */
export function jsonBodyFields(request: FastifyRequest): Record<string, string> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string' || typeof value === 'number')) as Record<string, string>;
}

/**
 * Reads a multipart form into memory within the route's limits (files are small: 2–5 MB).
 * A JSON body is accepted too, as fields without files, for clients that send no file.
 */
export async function readForm(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartBody> {
  if (!request.isMultipart()) return { fields: jsonBodyFields(request), files: [] };
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    // app.ts registers multipart with throwFileSizeLimit:false: an oversized file is marked, not thrown.
    for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input still sends a part: treat it as no file.
        if (bytes.length > 0 || part.file.truncated) files.push({ field: part.fieldname, bytes, tooLarge: part.file.truncated });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw new TooManyFilesError();
    throw unreadableBodyOr(error);
  }
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
