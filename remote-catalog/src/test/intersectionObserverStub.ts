import { act } from '@testing-library/react';

interface Observed {
  callback: IntersectionObserverCallback;
  targets: Set<Element>;
  observer: IntersectionObserver;
}

/**
 * An IntersectionObserver for tests (jsdom has none, and without one the home renders every
 * section at once): nothing is near the viewport until `scrollNear` brings an element there.
 */
export function stubIntersectionObserver() {
  const live = new Set<Observed>();
  const margins: string[] = [];

  class StubIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds = [0];
    private readonly observed: Observed;

    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.rootMargin = options.rootMargin ?? '0px';
      margins.push(this.rootMargin);
      this.observed = { callback, targets: new Set(), observer: this };
      live.add(this.observed);
    }
    observe(target: Element) {
      this.observed.targets.add(target);
    }
    unobserve(target: Element) {
      this.observed.targets.delete(target);
    }
    disconnect() {
      live.delete(this.observed);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: StubIntersectionObserver });
  return {
    /** The rootMargin of every observer made. */
    margins,
    /** Tells whoever observes `element` that it is now within their margin of the viewport. */
    scrollNear(element: Element) {
      act(() => {
        for (const { callback, targets, observer } of [...live]) {
          if (!targets.has(element)) continue;
          const box = element.getBoundingClientRect();
          const entry = { target: element, isIntersecting: true, intersectionRatio: 1, boundingClientRect: box, intersectionRect: box, rootBounds: null, time: performance.now() };
          callback([entry], observer);
        }
      });
    },
    restore() {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    },
  };
}
