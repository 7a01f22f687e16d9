/**
 * A value made on its first use and kept. For Intl formatters: building the first one for a
 * locale loads its data, tens of milliseconds on a slow phone; made when a module loads, that
 * cost lands in the long task that evaluates the page's scripts, on pages that never format.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
