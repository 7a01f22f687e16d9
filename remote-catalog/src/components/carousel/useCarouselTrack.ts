import { useCallback, useEffect, useRef, useState } from 'react';

interface TrackOptions {
  /** The cards in the row, its copies not counted. */
  count: number;
  /** Moves jump instead of gliding (prefers-reduced-motion). */
  reducedMotion: boolean;
}

/** The distance from one card to the next, in px; 0 where nothing is laid out (jsdom). */
function stepOf(track: HTMLElement): number {
  const [first, second] = track.children;
  return first instanceof HTMLElement && second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : 0;
}

/** The position the row shows now, copies counted (where nothing is laid out, the one it was sent to). */
function restingAt(track: HTMLElement, step: number, sentTo: number): number {
  return step > 0 ? Math.round(track.scrollLeft / step) : sentTo;
}

function scrollTrack(track: HTMLElement, left: number, behavior: ScrollBehavior): void {
  // jsdom has no scrolling: there the row only says where it is (the bullets).
  if ('scrollTo' in track) track.scrollTo({ left, behavior });
}

/**
 * The moves of a scroll-snapped row of cards (Carousel): where it rests, and how it goes to a
 * card, one card on or back. The browser does the scrolling (a swipe is its own), the row only
 * asks it to go somewhere. It goes round: after the last card the first comes again, and
 * before the first the last. So the row is drawn with copies of its first cards after the last one: going on from the last card glides onto the copies, then jumps back to the same
 * picture on the originals once still; going back from the first card jumps onto the copies
 * first, then glides back to the last card. The jumps change nothing on screen.
 */
export function useCarouselTrack({ count, reducedMotion }: TrackOptions) {
  const trackRef = useRef<HTMLDivElement>(null);
  /** The first card in view (0 … count − 1; its copy counts as itself). */
  const [current, setCurrent] = useState(0);
  /** Where the row is going or rests, copies counted (count is the first card's copy): clicks in
   *  a row mid-glide add up, rather than each starting from a scroll position half-way. */
  const heading = useRef(0);
  const glide: ScrollBehavior = reducedMotion ? 'instant' : 'smooth';

  const goToPosition = useCallback(
    (position: number) => {
      const track = trackRef.current;
      if (!track) return;
      heading.current = position;
      setCurrent(position % count);
      scrollTrack(track, position * stepOf(track), glide);
    },
    [count, glide],
  );

  /** One card on (+1) or back (−1). */
  const move = (by: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    // Resting on the copies (no 'scrollend' came to settle): from the same picture on the originals.
    const from = heading.current >= count ? heading.current - count : heading.current;
    if (by === -1 && from === 0) {
      // Onto the first card's copy (the same picture), from where the last card is one back.
      scrollTrack(track, count * stepOf(track), 'instant');
      return goToPosition(count - 1);
    }
    if (from !== heading.current) scrollTrack(track, from * stepOf(track), 'instant');
    goToPosition(from + by);
  };

  /** A bullet: the card's own place, on the originals. */
  const goTo = (position: number) => goToPosition(position);

  /** A swipe, a drag or the keyboard moved the row: the bullets follow it. */
  const followScroll = () => {
    const track = trackRef.current;
    const step = track ? stepOf(track) : 0;
    if (!track || step <= 0) return;
    setCurrent(Math.round(track.scrollLeft / step) % count);
  };

  /** Still again: back from the copies to the originals, and remember where the row rests. */
  const settle = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const step = stepOf(track);
    let at = restingAt(track, step, heading.current);
    if (at >= count) {
      at -= count;
      scrollTrack(track, at * step, 'instant');
    }
    heading.current = at;
    delete track.dataset.dragging;
  }, [count]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    // 'scrollend': when a glide, a swipe or a drag has come to rest (Chromium 114, Firefox 109).
    track.addEventListener('scrollend', settle);
    return () => track.removeEventListener('scrollend', settle);
  }, [settle]);

  /** A drag with the mouse let go: on to the nearest card, gliding. */
  const release = () => {
    const track = trackRef.current;
    if (!track) return;
    const step = stepOf(track);
    const nearest = Math.min(restingAt(track, step, heading.current), count);
    if (step <= 0 || Math.abs(nearest * step - track.scrollLeft) < 1) settle();
    else goToPosition(nearest);
  };

  return { trackRef, current, move, goTo, followScroll, release };
}
