import { ApiError, firstFieldErrors } from '@servenear/shared/api';
import { localiseMessage } from '@servenear/shared/i18n';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** True when the request never got a reply from the server (status 0) or failed outside the client. */
export function gotNoReply(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

/**
 * Applies a server's refusal to a form (customer §8 'Server errors', partner §5): the first
 * message of each field the form knows goes under that field. `shouldFocus` moves the focus to
 * the first of them in `fields`' order (the form's). Returns whether any field message was
 * shown, and the server's own message for the form as a whole.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  { shouldFocus = false }: { shouldFocus?: boolean } = {},
): { shown: boolean; message: string | null } {
  if (!(error instanceof ApiError)) return { shown: false, message: null };
  const messages = firstFieldErrors(error.errors);
  let shown = false;
  for (const field of fields) {
    const message = Object.hasOwn(messages, field) ? messages[field] : undefined;
    if (message === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: shouldFocus && !shown });
    shown = true;
  }
  return { shown, message: error.message || null };
}

/**
 * The server's first message about one field, for a control the form does not register (a photo
 * picker), in the person's language when a catalogue has its English (as the ones below).
 */
export function serverFieldMessage(error: unknown, field: string): string | null {
  const message = error instanceof ApiError ? firstFieldErrors(error.errors)[field] : undefined;
  return message === undefined ? null : localiseMessage(message);
}

/**
 * The server's own text for a refused request (4xx), meant for the user (in the person's
 * language when a catalogue has its English). A 5xx or a reply that is not ours carries nothing
 * worth showing, so the caller's fallback is used.
 */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? localiseMessage(error.message) : null;
}

/**
 * The failed call's own message, whatever the failure: the server's text of a refusal or of a
 * 5xx, or the client's ('Network Error') when no reply came. The partner screens say it (partner §8).
 */
export function apiErrorMessage(error: unknown): string | null {
  return error instanceof ApiError && error.message ? localiseMessage(error.message) : null;
}

/**
 * What a form says about a failed submit, once the server's field messages are under their
 * fields (`fieldsShown` says whether there were any); null says nothing more.
 */
export type FailureMessage = (error: unknown, fieldsShown: boolean) => string | null;

/** A form's own words for the failures the server gives no text for. */
export interface FailureTexts {
  /** No reply at all: offline, timed out. */
  network: string;
  /** A failure without words meant for the user: a 5xx, a reply that is not ours. */
  fallback: string;
}

/**
 * The one rule of a failed submit (customer §8 'Login', 'Sign-up failure'): no reply says
 * `network`; when the server's field messages are shown under their fields, nothing more is
 * said; a refusal (4xx: a wrong password, an account not approved, too many tries) says the
 * server's own text; anything else `fallback`.
 */
export function failureRule({ network, fallback }: FailureTexts): FailureMessage {
  return (error, fieldsShown) => {
    if (gotNoReply(error)) return network;
    if (fieldsShown) return null;
    return serverMessage(error) ?? fallback;
  };
}
