import { ApiError, firstFieldErrors } from '@servenear/shared/api';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** True when the request never got a reply from the server (status 0) or failed outside the client. */
export function gotNoReply(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

/** The first server message of each field the form knows, the rest as one message (partner §5). */
export function splitServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): { fieldErrors: Partial<Record<F, string>>; message: string | null } {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, message: null };
  const fieldErrors: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(firstFieldErrors(error.errors))) {
    if ((fields as readonly string[]).includes(field)) fieldErrors[field as F] = message;
  }
  return { fieldErrors, message: error.message || null };
}

/**
 * Puts the first server message of each known field under that field (customer §8
 * 'Server errors'). Returns whether any field message was shown.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [field, message] of Object.entries(firstFieldErrors(error.errors))) {
    const known = fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}

/**
 * The server's own text for a refused request (4xx), meant for the user. A 5xx or a reply
 * that is not ours carries nothing worth showing, so the caller's fallback is used.
 */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : null;
}
