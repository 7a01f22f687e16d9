import { ApiError, firstFieldErrors } from '@servenear/shared/api';

/** The first server message of each field the form knows (partner §5), the rest as one message. */
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

/** A reply that never came (status 0) is told apart from a reply that said no. */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}
