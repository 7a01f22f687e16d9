import { ApiError, firstFieldErrors } from '@servenear/shared/api';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** True when the request never got a reply from the server (status 0) or failed outside the client. */
export function gotNoReply(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

/**
 * Applies a server's refusal to a form (customer §8 'Server errors', partner §5): the first
 * message of each field the form knows goes under that field. Returns whether any field message
 * was shown, and the server's own message for the form as a whole.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  { shouldFocus = false }: { shouldFocus?: boolean } = {},
): { shown: boolean; message: string | null } {
  if (!(error instanceof ApiError)) return { shown: false, message: null };
  let shown = false;
  for (const [field, message] of Object.entries(firstFieldErrors(error.errors))) {
    const known = fields.find((name) => name === field);
    if (known) {
      setError(known, { type: 'server', message }, { shouldFocus });
      shown = true;
    }
  }
  return { shown, message: error.message || null };
}

/** The server's first message about one field, for a control the form does not register (a photo picker). */
export function serverFieldMessage(error: unknown, field: string): string | null {
  return error instanceof ApiError ? (firstFieldErrors(error.errors)[field] ?? null) : null;
}

/**
 * The server's own text for a refused request (4xx), meant for the user. A 5xx or a reply
 * that is not ours carries nothing worth showing, so the caller's fallback is used.
 */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : null;
}
