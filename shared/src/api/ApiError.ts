/** Field name → messages, as the server sends them (customer §8 'Server errors'). */
export type ApiFieldErrors = Record<string, string[]>;

/**
 * Every failed call ends as one of these, whatever went wrong: an error reply from the
 * server, a reply that is not ours (a proxy's HTML page), or no reply at all (status 0).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiFieldErrors;

  constructor(status: number, errors: ApiFieldErrors, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** The spec shows only the first message of each field under that field. */
export function firstFieldErrors(errors: ApiFieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message !== undefined) first[field] = message;
  }
  return first;
}
