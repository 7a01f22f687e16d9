import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from '@servenear/shared/router';

/** Where each history entry was scrolled, by its location key; kept across a reload of the tab. */
const storageKey = 'servenear-scroll';
const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? (stored as [string, number][]) : [];
  } catch {
    return [];
  }
}

/** How long Back waits for the page to grow tall enough (a list drawn a moment later). */
const RESTORE_FOR_MS = 1000;

/**
 * The key a history entry's position is kept under. The router gives the entry a page was loaded
 * into the key 'default' on every load, whatever its address: keyed by address too, so one page's
 * offset is never restored on another.
 */
const entryKey = (location: { key: string; pathname: string; search: string }) =>
  location.key === 'default' ? `default ${location.pathname}${location.search}` : location.key;

/**
 * How the browser arrived at the document: a reload or Back/Forward across documents ('reload',
 * 'back_forward') returns to a known position; a new load ('navigate') opens at the top.
 */
function documentArrival(): string {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return (entry as PerformanceNavigationTiming | undefined)?.type ?? 'navigate';
}

/**
 * What react-router's ScrollRestoration did, for the declarative router: a new page opens at the
 * top (or at its #fragment, which the browser finds), and Back or Forward return to where that
 * page was scrolled. Positions are recorded as the page scrolls, since by the time the location
 * changes the next page may already be drawn (and the old offset lost).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigation = useNavigationType();
  const current = useRef(entryKey(location));
  // The location this document was loaded with (Back to it later is a new location object).
  const [loadedWith] = useState(location);
  const loadedHere = location === loadedWith;

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => positions.set(current.current, window.scrollY);
    const store = () => sessionStorage.setItem(storageKey, JSON.stringify([...positions].slice(-50)));
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', store);
    };
  }, []);

  const key = entryKey(location);
  useLayoutEffect(() => {
    current.current = key;
    if (navigation !== 'POP') {
      if (!location.hash) window.scrollTo(0, 0);
      return;
    }
    // The page this document was loaded with is a POP too: only a reload or Back/Forward returns
    // to where it was. A new load opens where the browser opens it (the top, or its #fragment);
    // restoring then fought the person's own scrolling, and their taps, for a second.
    if (loadedHere && documentArrival() === 'navigate') return;
    const saved = positions.get(key) ?? 0;
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) > 1 && performance.now() < until) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [key, location.hash, navigation, loadedHere]);
}
