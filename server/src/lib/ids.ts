/**
 * An id sent by a client, as a number or as digits (a path segment, a JSON field, a CLI
 * argument): a positive integer of at most nine digits, else null. Anything else names no row,
 * so callers answer it like a row that does not exist.
 */
export function positiveId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}
