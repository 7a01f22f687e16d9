/**
 * jsdom has no `window.matchMedia`: a stand-in whose answer to each media query is
 * `matches(query)` (prefers-reduced-motion, a width query…). It never fires changes.
 * Undo it with `removeMatchMedia` after the test.
 */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

export function removeMatchMedia(): void {
  Reflect.deleteProperty(window, 'matchMedia');
}
