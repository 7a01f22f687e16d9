import { useEffect, useLayoutEffect, useRef } from 'react';
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
 * What react-router's ScrollRestoration did, for the declarative router: a new page opens at the
 * top (or at its #fragment, which the browser finds), and Back or Forward return to where that
 * page was scrolled. Positions are recorded as the page scrolls, since by the time the location
 * changes the next page may already be drawn (and the old offset lost).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigation = useNavigationType();
  const current = useRef(location.key);

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

  useLayoutEffect(() => {
    current.current = location.key;
    if (navigation !== 'POP') {
      if (!location.hash) window.scrollTo(0, 0);
      return;
    }
    const saved = positions.get(location.key) ?? 0;
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) > 1 && performance.now() < until) frame = requestAnimationFrame(restore);
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.hash, navigation]);
}
