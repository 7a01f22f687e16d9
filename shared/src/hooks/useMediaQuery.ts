import { useCallback, useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a media query matches now, following changes (false where matchMedia is missing);
 *  `onServer`: the answer a server render assumes, having no window. */
export function useMediaQuery(query: string, onServer = false): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => onServer,
  );
}
