import { ApiError } from '@servenear/shared/api';

/** What a failed call says to the person: the server's words (its message, else its first field message), or ours. */
export function problemOf(error: unknown): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.errors).flat()[0];
    if (error.message && !/^HTTP \d+$/.test(error.message)) return error.message;
    if (first) return first;
    return error.status >= 500 ? 'That did not work. Please try again.' : error.message;
  }
  return 'Network error. Please try again.';
}
