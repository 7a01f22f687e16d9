import { useEffect, useState } from 'react';

/**
 * How far below (or above) the viewport a home section starts rendering: far enough ahead that
 * its services are usually in before it scrolls into view.
 */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

/**
 * Whether an element has come near the viewport (issue 16: the home's sections below the fold
 * wait, so the first screen's requests and scripts go first). Once true it stays true. Where
 * IntersectionObserver is missing (an old browser, jsdom) it is true at once: the content is
 * then rendered as it always was. In a server render it is `onServer`: the server cannot know
 * what the first screen holds, so a caller far down the page says no (its content, and the
 * reads it makes, then wait for the browser).
 */
export function useNearViewport<T extends Element>(onServer = true): [observe: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(() => (typeof window === 'undefined' ? onServer : typeof IntersectionObserver === 'undefined'));
  const [element, setElement] = useState<T | null>(null);

  useEffect(() => {
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);

  return [setElement, near];
}
