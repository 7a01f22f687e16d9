import { useEffect, useEffectEvent, useState } from 'react';

/** customer §9: banners and carousels move on every 3000 ms. */
export const AUTOPLAY_MS = 3000;

/** Whether an element is in the viewport now (true where IntersectionObserver is missing: jsdom, an old browser). */
function useInView(element: HTMLElement | null): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}

/**
 * One step every 3000 ms after the row last moved, whoever moved it (customer §2: autoplay does
 * not stop on interaction; a press on an arrow or a bullet restarts the wait, `movedTo` changes).
 * Only while the row is on screen: a row scrolled out of view has no one to show its cards to,
 * and each step is a scroll the browser would lay out for nothing.
 */
export function useAutoplay({ element, enabled, movedTo, step }: { element: HTMLElement | null; enabled: boolean; movedTo: number; step(): void }): void {
  const inView = useInView(element);
  const advance = useEffectEvent(step);
  useEffect(() => {
    if (!enabled || !inView) return;
    const timer = window.setTimeout(advance, AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, inView, movedTo]);
}
