import { useEffect, useEffectEvent, useRef, useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { slidesPerViewAt } from '@servenear/shared/domain';
import { useMediaQuery, useViewportWidth } from '@servenear/shared/hooks';
import { fill } from '@servenear/shared/i18n';
import { Chevron } from '@servenear/shared/ui';
import { partnerHomeCarousel } from './carouselSettings';
import { carouselTexts } from './texts';
import styles from './HomeCarousel.module.css';

export interface Slide {
  key: string | number;
  content: ReactNode;
}

const { autoplayMs, layout } = partnerHomeCarousel;

/** Cards side by side now, from the window's width (partner §2: 1, 2 from 900 px, 3 from 998 px). */
function useSlidesPerView(): number {
  return slidesPerViewAt(layout, useViewportWidth());
}

/** Past this many positions the dots would not fit a phone: the carousel says "2 / 12" instead. */
const MAX_DOTS = 8;

/**
 * The partner home's carousel (partner §2, §9), without a carousel library: a row that scrolls
 * with CSS scroll snap (a swipe on a phone is the browser's own), moving by one card every
 * 3000 ms. Its controls (arrows, dots, pause) sit in a row under the cards, so they never cover
 * a card's text. It holds still while the pointer is over it or focus is on a card, when paused,
 * and for someone who asked their system for less motion (WCAG 2.2.2).
 */
export function HomeCarousel({ label, slides }: { label: string; slides: Slide[] }) {
  const perView = useSlidesPerView();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const count = slides.length;
  // The first card of each position: the last position shows the last cards, with no gap after them.
  const positions = Math.max(1, count - perView + 1);
  const current = Math.min(index, positions - 1);
  const moving = positions > 1 && !paused && !hovered && !focused && !reducedMotion;

  function goTo(target: number) {
    const track = trackRef.current;
    const slide = track?.children[target];
    if (track && slide instanceof HTMLElement && 'scrollTo' in track) {
      track.scrollTo({ left: slide.offsetLeft, behavior: reducedMotion ? 'auto' : 'smooth' });
    }
    setIndex(target);
  }

  const advance = useEffectEvent(() => goTo((current + 1) % positions));
  // One step 3000 ms after the last move, whoever made it (a press on an arrow restarts the wait).
  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(advance, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [moving, current]);

  /** A swipe (the browser's scrolling) moves the dots with it. */
  function followScroll() {
    const track = trackRef.current;
    const [first, second] = track ? Array.from(track.children) : [];
    if (!track || !(first instanceof HTMLElement) || !(second instanceof HTMLElement)) return;
    const step = second.offsetLeft - first.offsetLeft;
    if (step > 0) setIndex(Math.min(positions - 1, Math.round(track.scrollLeft / step)));
  }

  function leaveFocus(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={carouselTexts.carousel}
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <div
        ref={trackRef}
        className={styles.track}
        style={{ '--per-view': perView } as CSSProperties}
        data-per-view={perView}
        onScroll={followScroll}
        // Focus on a card holds it (a keyboard user reading it); focus on Play does not.
        onFocus={() => setFocused(true)}
        onBlur={leaveFocus}
      >
        {slides.map((slide, position) => (
          <div key={slide.key} className={styles.slide} role="group" aria-roledescription={carouselTexts.slideRole} aria-label={fill(carouselTexts.slide, { position: position + 1, count })}>
            {slide.content}
          </div>
        ))}
      </div>
      {positions > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label={carouselTexts.previous} disabled={current === 0} onClick={() => goTo(current - 1)}>
            <Chevron direction="previous" size={20} />
          </button>
          {positions <= MAX_DOTS ? (
            <div className={styles.dots}>
              {Array.from({ length: positions }, (_, position) => (
                <button
                  key={position}
                  type="button"
                  className={styles.dot}
                  aria-label={fill(carouselTexts.goTo, { position: position + 1 })}
                  aria-current={position === current ? 'true' : undefined}
                  onClick={() => goTo(position)}
                />
              ))}
            </div>
          ) : (
            <p className={styles.counter}>
              {current + 1} / {positions}
            </p>
          )}
          <button type="button" className={styles.arrow} aria-label={carouselTexts.next} disabled={current === positions - 1} onClick={() => goTo(current + 1)}>
            <Chevron direction="next" size={20} />
          </button>
          {reducedMotion ? null : (
            <button type="button" className={styles.pause} onClick={() => setPaused((was) => !was)}>
              {paused ? carouselTexts.play : carouselTexts.pause}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
