import { useSyncExternalStore } from 'react';
import { useServerViewportWidth } from './serverViewport';

/**
 * The window's width, read from the browser once per change rather than at every ask. Reading
 * `window.innerWidth` makes the browser finish any pending layout of the page first, and
 * useSyncExternalStore asks at each render and again after each commit, when React has just
 * changed the page: on the signed-in home each carousel's start laid the whole page out again
 * (a fifth of the task on a slowed CPU). While anything is subscribed the width is kept and a
 * resize refreshes it; with nothing subscribed there is no resize to learn from, so it is
 * read afresh.
 */
let knownWidth: number | undefined;
const listeners = new Set<() => void>();

function onResize(): void {
  knownWidth = window.innerWidth;
  for (const listener of listeners) listener();
}

function subscribe(changed: () => void): () => void {
  if (listeners.size === 0) {
    knownWidth = undefined;
    window.addEventListener('resize', onResize);
  }
  listeners.add(changed);
  return () => {
    listeners.delete(changed);
    if (listeners.size === 0) window.removeEventListener('resize', onResize);
  };
}

function windowWidth(): number {
  if (listeners.size === 0) return window.innerWidth;
  knownWidth ??= window.innerWidth;
  return knownWidth;
}

/** The viewport's width in CSS px: the window's in the browser, the server's guess in its render. */
export function useViewportWidth(): number {
  const serverWidth = useServerViewportWidth();
  return useSyncExternalStore(subscribe, windowWidth, () => serverWidth);
}
