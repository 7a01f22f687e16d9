import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNearViewport } from '../viewport/useNearViewport';

/** Carousels waiting to start, started one per task. */
const waiting: Array<() => void> = [];

function startNext(): void {
  const start = waiting.shift();
  // Rendered and committed now, in this task: Swiper's start (its layout reads included) is
  // this task's work, and the next carousel's is the next task's.
  if (start) flushSync(start);
  if (waiting.length > 0) setTimeout(startNext, 0);
}

function startInTurn(start: () => void): void {
  waiting.push(start);
  if (waiting.length === 1) setTimeout(startNext, 0);
}

/**
 * Whether a carousel may start Swiper: once its row comes near the viewport, each carousel in a
 * task of its own. Until then the row is drawn still, as the server drew it. Swiper's start
 * measures the row and lays out every slide: on a 4× slowed CPU 60–150 ms per carousel, and the
 * signed-in home has seven, which all started in the commit that showed the page (one 400 ms
 * task). Where IntersectionObserver is missing (jsdom, an old browser) it starts at once.
 */
export function useStartWhenNear<T extends Element>(): [observe: (element: T | null) => void, start: boolean] {
  const [observe, near] = useNearViewport<T>();
  const observed = typeof IntersectionObserver !== 'undefined';
  const [started, setStarted] = useState(!observed);
  useEffect(() => {
    if (!near || started) return;
    let mounted = true;
    startInTurn(() => {
      if (mounted) setStarted(true);
    });
    return () => {
      mounted = false;
    };
  }, [near, started]);
  return [observe, started];
}
